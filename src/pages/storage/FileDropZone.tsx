import { Button, FileButton, Group, Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { ACCEPTED_FILES } from '../../domain/files/storedFiles';

/** Upload by button or by dropping several files on the zone. */
export function FileDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <Paper
      withBorder
      p="md"
      data-testid="file-drop-zone"
      style={{ borderStyle: 'dashed', borderColor: over ? 'var(--mantine-color-blue-6)' : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Group justify="space-between">
        <Text size="sm">Drop PDF, image, CSV, TXT or Excel files here (up to 50 MB each), or</Text>
        <FileButton
          multiple
          accept={ACCEPTED_FILES}
          inputProps={{ 'aria-label': 'Files to upload' }}
          onChange={(files) => files.length > 0 && onFiles(files)}
        >
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />}>
              Upload files
            </Button>
          )}
        </FileButton>
      </Group>
    </Paper>
  );
}
