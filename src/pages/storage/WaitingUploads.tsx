import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatBytes } from '../../domain/files/storedFiles';
import type { StoredFile } from '../../domain/records';
import type { useUploadProgress } from '../../stores/storedFiles';

/** Files kept on this station until the server has them, with the running upload's progress. */
export function WaitingUploads({ files, progress }: { files: StoredFile[]; progress: ReturnType<typeof useUploadProgress> }) {
  if (files.length === 0) return null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="waiting-uploads">
      <Title order={3} size="h4" id="waiting-uploads">
        Waiting uploads ({files.length})
      </Title>
      <Stack gap="xs" mt="xs">
        {files.map((file) => {
          const running = progress.get(file.id);
          const percent = running && running.total > 0 ? Math.round((running.loaded / running.total) * 100) : 0;
          return (
            <div key={file.id}>
              <Text size="sm">
                {file.name} · {formatBytes(file.size)} ·{' '}
                {running
                  ? `uploading ${percent}%${running.attempt > 1 ? ` (try ${running.attempt})` : ''}`
                  : 'waiting for the server'}
              </Text>
              {running && <Progress value={percent} aria-label={`Upload of ${file.name}`} size="sm" />}
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
