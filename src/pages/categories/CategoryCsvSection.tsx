import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadCsv } from '../../components/downloadCsv';
import { FileDropZone } from '../../components/FileDropZone';
import { SectionCard } from '../../components/SectionCard';
import { categoriesCsv, importCategoriesCsv, liveCategories, type CategoryImportOutcome } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import { CATEGORY_CSV_COLUMNS } from '../../domain/catalogue/categoryCsv';
import { decodeListingText } from '../../domain/catalogue/decodeText';
import { formatCount } from '../../domain/format';
import { ActionError } from './ActionError';
import { categoryImportPlan, type CategoryImportPlan } from './categoryImportPlan';
import { CategoryImportPreview, SkippedRows } from './CategoryImportPreview';
import { useAction } from './useAction';

const CSV_EXTENSIONS = ['.csv'];
const IMPORT_FAILED = { prefix: 'Failed to import categories' };

const todayKey = () => new Date().toISOString().slice(0, 10);

function ImportOutcome({ outcome, fileName }: { outcome: CategoryImportOutcome; fileName: string }) {
  return (
    <Alert color={outcome.skipped.length ? 'yellow' : 'green'} title={`Imported ${fileName}`}>
      <Text size="sm">
        {formatCount(outcome.created)} created, {formatCount(outcome.updated)} updated, {formatCount(outcome.skipped.length)}{' '}
        skipped.
      </Text>
      <SkippedRows rows={outcome.skipped} />
    </Alert>
  );
}

interface ReadFile {
  fileName: string;
  text: string;
  plan: CategoryImportPlan;
}

/**
 * Categories in and out as CSV: an exported file imports back unchanged. A file is previewed
 * first (created, overwritten and skipped rows) and written only when the user confirms. A file
 * saved by a spreadsheet on Windows is often Windows-1252, which the listing reports' decoder reads too.
 */
export function CategoryCsvSection() {
  const [pending, setPending] = useState<ReadFile | null>(null);
  const [imported, setImported] = useState<{ outcome: CategoryImportOutcome; fileName: string } | null>(null);
  const readFile = useAction(async (file: File) => {
    setImported(null);
    setPending(null);
    const text = decodeListingText(new Uint8Array(await file.arrayBuffer()));
    setPending({ fileName: file.name, text, plan: categoryImportPlan(text, await liveCategories(localDatabase())) });
  }, IMPORT_FAILED);
  const importFile = useAction(async ({ fileName, text }: ReadFile) => {
    const outcome = await importCategoriesCsv(localDatabase(), text);
    setPending(null);
    setImported({ outcome, fileName });
  }, IMPORT_FAILED);
  const exportFile = useAction(
    async () => {
      const csv = await categoriesCsv(localDatabase());
      downloadCsv(`categories-${todayKey()}.csv`, csv);
    },
    { prefix: 'Failed to export categories' },
  );

  return (
    <SectionCard
      title="Import and export categories"
      actions={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={exportFile.busy}
          onClick={() => void exportFile.run()}
        >
          Export categories CSV
        </Button>
      }
    >
      <FileDropZone
        extensions={CSV_EXTENSIONS}
        inputLabel="Import categories CSV"
        disabled={readFile.busy || importFile.busy}
        onFiles={([file]) => {
          if (!file) return;
          // Another file is another attempt: the last file's failed import goes.
          importFile.clearError();
          void readFile.run(file);
        }}
        onRejected={(files) =>
          notifications.show({
            color: 'red',
            title: 'Only .csv files can be imported',
            message: files.map((file) => file.name).join(', '),
          })
        }
      >
        Import categories CSV: drop a file here, or click to choose it (columns {CATEGORY_CSV_COLUMNS.join(', ')}; a row whose
        name exists updates that category). You see what it changes before anything is written.
      </FileDropZone>
      <ActionError error={readFile.error} />
      <ActionError error={importFile.error} />
      <ActionError error={exportFile.error} />
      {pending && (
        <CategoryImportPreview
          fileName={pending.fileName}
          plan={pending.plan}
          busy={importFile.busy}
          onImport={() => void importFile.run(pending)}
          onCancel={() => {
            setPending(null);
            importFile.clearError();
          }}
        />
      )}
      {imported && <ImportOutcome outcome={imported.outcome} fileName={imported.fileName} />}
    </SectionCard>
  );
}
