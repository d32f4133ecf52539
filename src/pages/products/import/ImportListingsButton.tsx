import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { AppDatabase } from '../../../db/database';
import { localDatabase } from '../../../db/localDatabase';
import type { ImportEngine } from '../../../domain/catalogue/listingReading';
import { stationImportEngine } from '../../../stores/importEngine';
import { ImportListingsDialog } from './ImportListingsDialog';
import type { ImportOutcome } from './useListingImport';

export interface ImportListingsButtonProps {
  /** Called after a confirmed import has been written. */
  onImported?: (outcome: ImportOutcome) => void;
  /** Where files are read: the import worker unless a test gives the in-process engine. */
  engine?: ImportEngine;
  /** The station database unless a test gives its own. */
  database?: AppDatabase;
}

/** The Products screen's import: a button that opens the listing import dialog. */
export function ImportListingsButton({ onImported, engine = stationImportEngine, database }: ImportListingsButtonProps) {
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
      {opened && (
        <ImportListingsDialog
          opened
          onClose={close}
          engine={engine}
          database={database ?? localDatabase()}
          onImported={onImported}
        />
      )}
    </>
  );
}
