import { Alert, Modal, Progress, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { FileDropZone } from '../../../components/FileDropZone';
import { ImportDialogFooter } from '../../../components/ImportDialogFooter';
import { LISTING_EXTENSIONS } from '../../../domain/catalogue/listingFile';
import type { ImportProgress } from '../../../domain/catalogue/listingReading';
import { LISTING_PLATFORMS, PLATFORM_NAMES, type ListingPlatform } from '../../../domain/marketplaces';
import type { ImportOutcome, ListingImportState } from '../../../stores/listingImport';
import { formatCount } from '../formatting';
import { ImportPreview } from './ImportPreview';

export interface ImportListingsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The import it shows: it lives on when the dialog is gone, until the dialog is closed. */
  store: StoreApi<ListingImportState>;
  onImported?: (outcome: ImportOutcome) => void;
}

const FILE_HINTS: Record<ListingPlatform, string> = {
  amazon: "Amazon listing report: tab-separated text (.txt), e.g. Seller Central's All Listings Report.",
  flipkart: 'Flipkart listing export: a spreadsheet (.xlsx or .xls); the row under the header is not imported.',
};

function progressOf(progress: ImportProgress | null): { value: number; label: string } {
  if (!progress || progress.stage === 'reading') return { value: progress?.done ? 50 : 10, label: 'Reading the file…' };
  const share = progress.total ? progress.done / progress.total : 1;
  return { value: 50 + 50 * share, label: `Checking rows: ${formatCount(progress.done)} of ${formatCount(progress.total)}` };
}

/** Choose a marketplace and a file, see what the import will do, and confirm or cancel. */
export function ImportListingsDialog({ opened, onClose, store, onImported }: ImportListingsDialogProps) {
  const session = useStore(store);
  const { platform, file, phase, error } = session;
  const busy = phase.kind === 'reading' || phase.kind === 'writing';
  const close = () => {
    if (phase.kind === 'writing') return;
    session.reset();
    onClose();
  };
  const reading = phase.kind === 'reading' ? progressOf(phase.progress) : null;
  const writing = phase.kind === 'writing' ? phase.plan.create.length + phase.plan.update.length : 0;

  return (
    <Modal opened={opened} onClose={close} title="Import listings" size="xl">
      <Stack>
        <SegmentedControl
          aria-label="Marketplace"
          value={platform}
          disabled={busy || phase.kind === 'done'}
          onChange={(value) => session.choosePlatform(value as ListingPlatform)}
          data={LISTING_PLATFORMS.map((value) => ({ value, label: PLATFORM_NAMES[value] }))}
        />
        <Text size="sm" c="dimmed">
          {FILE_HINTS[platform]}
        </Text>
        <FileDropZone
          extensions={LISTING_EXTENSIONS[platform]}
          inputLabel="Listing file"
          disabled={busy || phase.kind === 'done'}
          onFiles={([chosen]) => chosen && session.chooseFile(chosen)}
          onRejected={session.rejectFiles}
        >
          {file ? file.name : `Drop the ${PLATFORM_NAMES[platform]} file here, or click to choose it`}
        </FileDropZone>
        <Switch
          label="Update existing products"
          description="Refresh the price and listing details of products already in the catalogue"
          checked={session.updateExisting}
          disabled={busy || phase.kind === 'done'}
          onChange={(event) => session.setUpdateExisting(event.currentTarget.checked)}
        />
        {reading && (
          <Stack gap={4}>
            <Progress value={reading.value} animated aria-label="Import progress" />
            <Text size="sm">{reading.label}</Text>
          </Stack>
        )}
        {error && (
          <Alert color="red" title="Import failed" role="alert">
            {error}
          </Alert>
        )}
        {(phase.kind === 'preview' || phase.kind === 'writing') && <ImportPreview plan={phase.plan} />}
        {phase.kind === 'writing' && (
          <Text size="sm">
            Writing {formatCount(writing)} {writing === 1 ? 'product' : 'products'} to the catalogue…
          </Text>
        )}
        {phase.kind === 'done' && (
          <Alert color="green" title="Import finished" role="status">
            {formatCount(phase.summary.created)} created, {formatCount(phase.summary.updated)} updated.
          </Alert>
        )}
        <ImportDialogFooter
          done={phase.kind === 'done'}
          writing={phase.kind === 'writing'}
          confirmDisabled={phase.kind !== 'preview' && phase.kind !== 'writing'}
          onClose={close}
          onConfirm={() => void session.confirm().then((outcome) => outcome && onImported?.(outcome))}
        />
      </Stack>
    </Modal>
  );
}
