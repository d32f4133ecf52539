import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { SectionCard } from '../../components/SectionCard';
import { useLiveRead } from '../../components/useLiveRead';
import { batchFilesOfDay } from '../../db/batchFiles';
import { localDatabase } from '../../db/localDatabase';
import { causeMessage } from '../../domain/errors';
import { formatBytes, kindLabel } from '../../domain/files/storedFiles';
import type { StoredFile } from '../../domain/records';
import { openPdfViewer } from '../../stores/pdfViewer';
import { downloadFile } from '../../stores/storedFiles';
import type { BatchOption } from './DayFilters';

interface DayFilesProps {
  date: string;
  /** The batch filter: '' shows the files of every merge of the day. */
  batchId: string;
  batches: readonly BatchOption[];
}

async function download(file: StoredFile): Promise<void> {
  try {
    await downloadFile(file);
  } catch (error) {
    // Offline, a file whose local copy was released once uploaded is only on the server.
    notifications.show({ color: 'red', title: `${file.name} could not be downloaded`, message: causeMessage(error) });
  }
}

/**
 * The files the day's merges stored (docs/SPEC.md §15): the merged labels to print, then the marketplaces'
 * downloads, each to download or open in the viewer. Nothing when the day has none.
 */
export function DayFiles({ date, batchId, batches }: DayFilesProps) {
  const read = useLiveRead(() => batchFilesOfDay(localDatabase(), date), [date]);
  if (read.status === 'loading') return null;
  if (read.status === 'failed') {
    return (
      <Text c="red" size="sm" role="alert">
        The day&apos;s files could not be read: {read.message}
      </Text>
    );
  }
  const files = batchId === '' ? read.value : read.value.filter((file) => file.batchId === batchId);
  if (files.length === 0) return null;
  const mergeOf = new Map(batches.map((batch) => [batch.value, batch.label]));
  return (
    <SectionCard title="Files from the day's merges">
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Files from the day's merges">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th ta="right">Size</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.id} data-file-id={file.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text size="sm">{file.name}</Text>
                      {!file.uploaded && (
                        <Badge color="gray" variant="outline" tt="none">
                          Waiting for upload
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      Merge {mergeOf.get(file.batchId) ?? file.batchId}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{kindLabel(file.kind)}</Table.Td>
                <Table.Td ta="right">{formatBytes(file.size)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      aria-label={`Download ${file.name}`}
                      onClick={() => void download(file)}
                    >
                      Download
                    </Button>
                    {file.contentType === 'application/pdf' && (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconEye size={14} aria-hidden />}
                        aria-label={`Open ${file.name}`}
                        onClick={() => openPdfViewer({ kind: 'stored', fileId: file.id })}
                      >
                        Open
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
