import { Alert, Button, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { decodeListingText } from '../../../workers/import/decodeText';
import { downloadCsv } from '../../components/downloadCsv';
import { FileDropZone } from '../../components/FileDropZone';
import { SectionCard } from '../../components/SectionCard';
import { categoriesCsv, importCategoriesCsv, type CategoryImportOutcome } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import { CATEGORY_CSV_COLUMNS } from '../../domain/catalogue/categoryCsv';
import { ActionError } from './ActionError';
import { useAction } from './useAction';

const CSV_EXTENSIONS = ['.csv'];

const todayKey = () => new Date().toISOString().slice(0, 10);

function ImportOutcome({ outcome, fileName }: { outcome: CategoryImportOutcome; fileName: string }) {
  return (
    <Alert color={outcome.skipped.length ? 'yellow' : 'green'} title={`Imported ${fileName}`}>
      <Text size="sm">
        {outcome.created} created, {outcome.updated} updated, {outcome.skipped.length} skipped.
      </Text>
      {outcome.skipped.length > 0 && (
        <List size="sm" aria-label="Skipped rows">
          {outcome.skipped.map((row) => (
            <List.Item key={row.line}>
              Line {row.line}
              {row.name && ` (${row.name})`}: {row.reason}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * Categories in and out as CSV: an exported file imports back unchanged. A file saved by a
 * spreadsheet on Windows is often Windows-1252, which the listing reports' decoder reads too.
 */
export function CategoryCsvSection() {
  const [imported, setImported] = useState<{ outcome: CategoryImportOutcome; fileName: string } | null>(null);
  const importFile = useAction(async (file: File) => {
    setImported(null);
    const text = decodeListingText(new Uint8Array(await file.arrayBuffer()));
    const outcome = await importCategoriesCsv(localDatabase(), text);
    setImported({ outcome, fileName: file.name });
  }, 'Failed to import categories');
  const exportFile = useAction(async () => {
    const csv = await categoriesCsv(localDatabase());
    downloadCsv(`categories-${todayKey()}.csv`, csv);
  }, 'Failed to export categories');

  return (
    <SectionCard
      title="Import and export categories"
      actions={
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={exportFile.busy} onClick={() => void exportFile.run()}>
          Export categories CSV
        </Button>
      }
    >
      <FileDropZone
        extensions={CSV_EXTENSIONS}
        inputLabel="Import categories CSV"
        disabled={importFile.busy}
        onFiles={([file]) => file && void importFile.run(file)}
        onRejected={(files) =>
          notifications.show({ color: 'red', title: 'Only .csv files can be imported', message: files.map((file) => file.name).join(', ') })
        }
      >
        Import categories CSV: drop a file here, or click to choose it (columns {CATEGORY_CSV_COLUMNS.join(', ')}; a row
        whose name exists updates that category)
      </FileDropZone>
      <ActionError error={importFile.error} />
      <ActionError error={exportFile.error} />
      {imported && <ImportOutcome outcome={imported.outcome} fileName={imported.fileName} />}
    </SectionCard>
  );
}
