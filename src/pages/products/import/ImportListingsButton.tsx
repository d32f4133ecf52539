import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { ImportOutcome, ListingImportState } from '../../../stores/listingImport';
import { listingImportStore } from '../../../stores/listingImportSession';
import { ImportListingsDialog } from './ImportListingsDialog';

export interface ImportListingsButtonProps {
  /** Called after a confirmed import has been written. */
  onImported?: (outcome: ImportOutcome) => void;
  /** The station's import unless a test gives its own (its engine and database). */
  store?: StoreApi<ListingImportState>;
}

/** The Products screen's import: a button that opens the listing import dialog. */
export function ImportListingsButton({ onImported, store = listingImportStore }: ImportListingsButtonProps) {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The dialog is unmounted rather than closed (a fresh import each time), so Mantine cannot return the focus.
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  return (
    <>
      <Button ref={button} leftSection={<IconFileImport size={18} />} onClick={() => setOpened(true)}>
        Import listings
      </Button>
      {opened && <ImportListingsDialog opened onClose={close} store={store} onImported={onImported} />}
    </>
  );
}
