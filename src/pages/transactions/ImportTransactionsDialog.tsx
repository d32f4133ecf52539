import { Alert, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { FileDropZone } from '../../components/FileDropZone';
import { ImportDialogFooter } from '../../components/ImportDialogFooter';
import { formatCalendarDay } from '../../domain/format';
import { formatCount } from '../../domain/orders/figureFormat';
import { SOURCE_NAMES } from '../../domain/transactions/transactionRecord';
import type { TransactionImportPlan } from '../../domain/transactions/transactionImportPlan';
import type { TransactionImportState, TransactionReadProgress } from '../../stores/transactionImport';

/** Amazon's report is CSV or tab-separated text; Flipkart's are workbooks. The content decides, these only filter the picker. */
const EXTENSIONS = ['.csv', '.txt', '.tsv', '.xlsx', '.xls'];

function PlanPreview({ plan }: { plan: TransactionImportPlan }) {
  return (
    <Stack gap="xs" aria-label="Import preview" role="group">
      {plan.files.map((file) => (
        <Text key={file.fileName} size="sm">
          {file.fileName}: {SOURCE_NAMES[file.source]}, {formatCount(file.rowsRead)} rows
        </Text>
      ))}
      <Text size="sm" fw={600}>
        Rows read {formatCount(plan.rowsRead)} · new {formatCount(plan.create.length)} · already imported{' '}
        {formatCount(plan.alreadyImported)}
        {plan.duplicateInBatch > 0 ? ` · repeated in these files ${formatCount(plan.duplicateInBatch)}` : ''} · skipped{' '}
        {formatCount(plan.skipped)}
      </Text>
      {plan.dateSpan && (
        <Text size="sm">
          Dates {formatCalendarDay(plan.dateSpan.from)} to {formatCalendarDay(plan.dateSpan.to)}
        </Text>
      )}
      {plan.skipped > 0 && (
        <List size="sm" aria-label="Skipped rows">
          {plan.files.flatMap((file) =>
            file.skipped.map((skip) => (
              <List.Item key={`${file.fileName}:${skip.row}`}>
                {file.fileName} row {skip.row}: {skip.reason}
              </List.Item>
            )),
          )}
        </List>
      )}
    </Stack>
  );
}

/** How far the reading is, files and the rows of the file being read counted: a 100,000-row report takes seconds. */
function ReadingProgress({ progress }: { progress: TransactionReadProgress | null }) {
  if (progress === null) return <Progress value={5} animated aria-label="Import progress" />;
  const withinFile = progress.rows ? progress.rows.read / Math.max(1, progress.rows.total) : 0;
  const percent = ((progress.done + withinFile) / Math.max(1, progress.total)) * 100;
  return (
    <Stack gap={4}>
      <Progress value={Math.max(5, percent)} animated aria-label="Import progress" />
      {progress.fileName && (
        <Text size="xs" c="dimmed" role="status">
          Reading {progress.fileName}
          {progress.rows ? `: ${formatCount(progress.rows.read)} of ${formatCount(progress.rows.total)} rows` : ''}
        </Text>
      )}
    </Stack>
  );
}

/** Choose payment reports, see what the import would add, and confirm or cancel. */
export function ImportTransactionsDialog({
  opened,
  onClose,
  store,
}: {
  opened: boolean;
  onClose: () => void;
  store: StoreApi<TransactionImportState>;
}) {
  const session = useStore(store);
  const { files, phase, error } = session;
  const [refused, setRefused] = useState<string[]>([]);
  const busy = phase.kind === 'reading' || phase.kind === 'writing';
  const choose = (chosen: File[]) => {
    setRefused([]);
    session.chooseFiles(chosen);
  };
  const close = () => {
    if (phase.kind === 'writing') return;
    setRefused([]);
    session.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Import transactions" size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          Amazon Date Range Report (CSV or tab-separated), Flipkart Profit &amp; Loss or Settlement workbook. Rows already
          imported are not added again.
        </Text>
        <FileDropZone
          extensions={EXTENSIONS}
          inputLabel="Payment reports"
          multiple
          disabled={busy || phase.kind === 'done'}
          onFiles={choose}
          onRejected={(rejected) => setRefused(rejected.map((file) => file.name))}
        >
          {files.length > 0
            ? files.map((file) => file.name).join(', ')
            : 'Drop the payment reports here, or click to choose them'}
        </FileDropZone>
        {refused.length > 0 && (
          <Alert color="red" title="Not imported" role="alert">
            {refused.join(', ')} {refused.length === 1 ? 'is' : 'are'} not a spreadsheet: choose the Amazon report (.csv, .txt or
            .tsv) or a Flipkart workbook (.xlsx or .xls).
          </Alert>
        )}
        {phase.kind === 'reading' && <ReadingProgress progress={phase.progress} />}
        {error && (
          <Alert color="red" title="Import failed" role="alert">
            {error}
          </Alert>
        )}
        {(phase.kind === 'preview' || phase.kind === 'writing') && <PlanPreview plan={phase.plan} />}
        {phase.kind === 'done' && (
          <Alert color="green" title="Import finished" role="status">
            {formatCount(phase.plan.create.length)} transactions added, {formatCount(phase.plan.alreadyImported)} already
            imported.
          </Alert>
        )}
        <ImportDialogFooter
          done={phase.kind === 'done'}
          writing={phase.kind === 'writing'}
          confirmDisabled={phase.kind !== 'preview'}
          onClose={close}
          onConfirm={() => void session.confirm()}
        />
      </Stack>
    </Modal>
  );
}
