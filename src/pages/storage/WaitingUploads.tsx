import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatBytes } from '../../domain/files/storedFiles';
import { formatCount } from '../../domain/format';
import type { StoredFile } from '../../domain/records';
import type { useUploadProgress } from '../../stores/storedFiles';

interface WaitingUploadsProps {
  files: StoredFile[];
  progress: ReturnType<typeof useUploadProgress>;
  /** Files the server refused, with its reason: they wait for nothing any more. */
  refused: ReadonlyMap<string, string>;
  onRemove: (file: StoredFile) => void;
}

function uploadState(file: StoredFile, progress: WaitingUploadsProps['progress']): { text: string; percent: number | null } {
  const running = progress.get(file.id);
  if (!running) return { text: 'waiting for the server', percent: null };
  // Every byte sent: the server stores and checks the file before it answers, which takes a while for a large one.
  if (running.total > 0 && running.loaded >= running.total) return { text: 'Storing on the server...', percent: 100 };
  const percent = running.total > 0 ? Math.round((running.loaded / running.total) * 100) : 0;
  return { text: `uploading ${percent}%${running.attempt > 1 ? ` (try ${running.attempt})` : ''}`, percent };
}

/** A refused file: its reason, and its removal from the station once confirmed (it is the station's only copy). */
function RefusedUpload({ file, reason, onRemove }: { file: StoredFile; reason: string; onRemove: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" c="red.8" style={{ flex: 1 }}>
        {file.name} · {formatBytes(file.size)} · not uploaded: {reason}
      </Text>
      {confirming ? (
        <Group gap="xs" wrap="nowrap" role="group" aria-label={`Remove ${file.name}?`}>
          <Text size="sm">Remove it from this station?</Text>
          <Button size="compact-sm" color="red" onClick={onRemove}>
            Remove
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Keep
          </Button>
        </Group>
      ) : (
        <Button size="compact-sm" variant="default" onClick={() => setConfirming(true)}>
          Remove {file.name} from this station
        </Button>
      )}
    </Group>
  );
}

/** Files kept on this station until the server has them, with the running upload's progress. */
export function WaitingUploads({ files, progress, refused, onRemove }: WaitingUploadsProps) {
  if (files.length === 0) return null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="waiting-uploads">
      <Title order={3} size="h4" id="waiting-uploads">
        Waiting uploads ({formatCount(files.length)})
      </Title>
      <Stack gap="xs" mt="xs">
        {files.map((file) => {
          const reason = refused.get(file.id);
          if (reason !== undefined) {
            return <RefusedUpload key={file.id} file={file} reason={reason} onRemove={() => onRemove(file)} />;
          }
          const state = uploadState(file, progress);
          return (
            <div key={file.id}>
              <Text size="sm">
                {file.name} · {formatBytes(file.size)} · {state.text}
              </Text>
              {state.percent !== null && (
                <Progress
                  value={state.percent}
                  animated={state.percent === 100}
                  aria-label={`Upload of ${file.name}`}
                  size="sm"
                />
              )}
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
