import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import type { AppDatabase } from '../../../db/database';
import { localDatabase } from '../../../db/localDatabase';
import { workerImportEngine, type ImportEngine } from '../../../../workers/importClient';
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
export function ImportListingsButton({ onImported, engine = workerImportEngine, database }: ImportListingsButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconFileImport size={18} />} onClick={() => setOpened(true)}>
        Import listings
      </Button>
      {opened && (
        <ImportListingsDialog
          opened
          onClose={() => setOpened(false)}
          engine={engine}
          database={database ?? localDatabase()}
          onImported={onImported}
        />
      )}
    </>
  );
}
