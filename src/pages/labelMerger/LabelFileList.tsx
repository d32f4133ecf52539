import { ActionIcon, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { FileDropZone } from '../../components/FileDropZone';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { formatBytes } from '../../domain/files/storedFiles';
import { formatCount } from '../../domain/format';
import type { Platform } from '../../domain/records';
import { mergeSessionStore, useMergeSession } from '../../stores/useMergeSession';

const PDF_EXTENSIONS = ['.pdf'];

function reportRejected(rejected: readonly File[]): void {
  notifications.show({
    color: 'red',
    title: 'Only PDF label files can be added',
    message: rejected.map((file) => file.name).join(', '),
  });
}

interface LabelFileListProps {
  platform: Platform;
}

/** One marketplace's label files, in the order they will be read. */
export function LabelFileList({ platform }: LabelFileListProps) {
  const files = useMergeSession((state) => state.files[platform]);
  const loading = useMergeSession((state) => state.loading);
  const openDialog = useRef<() => void>(null);
  const label = PLATFORM_LABEL[platform];
  const session = mergeSessionStore.getState;

  return (
    <Card withBorder padding="md" component="section" aria-label={`${label} files`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3} size="h4">
              {label}
            </Title>
            <Badge variant="light" aria-label={`${formatCount(files.length)} ${label} files`}>
              {formatCount(files.length)}
            </Badge>
          </Group>
          <Group gap="xs">
            {/* Short words, full names: three marketplaces side by side keep their buttons on one line. */}
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => openDialog.current?.()}
              disabled={loading}
              aria-label={`Add ${label} files`}
            >
              Add
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => session().clearFiles(platform)}
              disabled={loading || files.length === 0}
              aria-label={`Clear ${label}`}
            >
              Clear
            </Button>
          </Group>
        </Group>
        <FileDropZone
          openRef={openDialog}
          onFiles={(dropped) => session().addFiles(platform, dropped)}
          onRejected={reportRejected}
          extensions={PDF_EXTENSIONS}
          multiple
          disabled={loading}
          inputLabel={`${label} label files`}
        >
          Drop {label} label PDFs here, or click to choose them
        </FileDropZone>
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {label} files yet.
          </Text>
        ) : (
          <List type="ordered" spacing={4} aria-label={`${label} file list`}>
            {files.map((file, position) => (
              <List.Item key={`${position}-${file.name}-${file.lastModified}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(file.size)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`Remove ${label} file ${position + 1}: ${file.name}`}
                    onClick={() => session().removeFile(platform, position)}
                    disabled={loading}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
