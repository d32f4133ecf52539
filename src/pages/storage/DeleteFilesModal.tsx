import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localDatabase } from '../../db/localDatabase';
import { deleteStoredFiles } from '../../db/storedFiles';
import { causeMessage } from '../../domain/errors';
import { formatCount } from '../../domain/format';
import type { StoredFile } from '../../domain/records';

/** Asks before deleting one or many files (admins only); every station drops them after its next sync. */
export function DeleteFilesModal({ files, onClose }: { files: StoredFile[]; onClose: (deleted: boolean) => void }) {
  const [error, setError] = useState<string | null>(null);
  const close = (deleted: boolean) => {
    // Opened again, for these files or others, it starts without the last attempt's failure.
    setError(null);
    onClose(deleted);
  };
  const remove = async () => {
    setError(null);
    try {
      await deleteStoredFiles(
        localDatabase(),
        files.map((file) => file.id),
      );
      close(true);
    } catch (cause) {
      setError(causeMessage(cause));
    }
  };
  const title = files.length === 1 ? 'Delete file' : `Delete ${formatCount(files.length)} files`;
  return (
    <Modal opened={files.length > 0} onClose={() => close(false)} title={title}>
      <Stack>
        <Text size="sm">These files will be deleted for every station:</Text>
        <List size="sm">
          {files.map((file) => (
            <List.Item key={file.id}>{file.name}</List.Item>
          ))}
        </List>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void remove()}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
