import { ActionIcon, Badge, Checkbox, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { EditDeleteIcons } from '../../components/EditDeleteIcons';
import { formatBytes, groupByDay, isPdf, kindLabel } from '../../domain/files/storedFiles';
import { formatCalendarDay, formatInstantDay } from '../../domain/format';
import type { StoredFile } from '../../domain/records';

interface FileGroupsProps {
  files: StoredFile[];
  selected: ReadonlySet<string>;
  /** Absent for a user: only an admin selects and deletes files. */
  onToggle?: (id: string) => void;
  onEdit: (file: StoredFile) => void;
  onDownload: (file: StoredFile) => void;
  /** Opens a PDF in the viewer. */
  onOpen: (file: StoredFile) => void;
  onDelete?: (file: StoredFile) => void;
}

function expiry(file: StoredFile): string {
  return file.expiresAt ? `expires ${formatInstantDay(file.expiresAt)}` : '';
}

const dayName = (day: string) => (day ? formatCalendarDay(day) : 'no day');

/** The files by day, newest day first, with their metadata and actions. */
export function FileGroups({ files, selected, onToggle, onEdit, onDownload, onOpen, onDelete }: FileGroupsProps) {
  if (files.length === 0) return <Text c="dimmed">No files.</Text>;
  return (
    <Stack>
      {groupByDay(files).map((group) => (
        <section key={group.day} aria-label={`Files of ${dayName(group.day)}`}>
          <Title order={3} size="h4">
            {group.day ? formatCalendarDay(group.day) : 'No day'}
          </Title>
          {/* A phone scrolls the table sideways in its box: squeezed in, its heads broke a letter a line. */}
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {onToggle && <Table.Th w={40}>Select</Table.Th>}
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Uploaded by</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.files.map((file) => (
                  <Table.Tr key={file.id}>
                    {onToggle && (
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${file.name}`}
                          checked={selected.has(file.id)}
                          onChange={() => onToggle(file.id)}
                        />
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm">{file.name}</Text>
                        {!file.uploaded && (
                          <Badge color="yellow" variant="light">
                            Waiting
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{kindLabel(file.kind)}</Table.Td>
                    <Table.Td>{formatBytes(file.size)}</Table.Td>
                    <Table.Td>{file.uploadedBy || '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{file.description}</Text>
                      <Text size="xs" c="dimmed">
                        {expiry(file)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {isPdf(file) && (
                          <Tooltip label="Open in the viewer">
                            <ActionIcon variant="subtle" aria-label={`Open ${file.name}`} onClick={() => onOpen(file)}>
                              <IconEye size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        <Tooltip label="Download">
                          <ActionIcon variant="subtle" aria-label={`Download ${file.name}`} onClick={() => onDownload(file)}>
                            <IconDownload size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <EditDeleteIcons
                          name={file.name}
                          onEdit={() => onEdit(file)}
                          onDelete={onDelete && (() => onDelete(file))}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ))}
    </Stack>
  );
}
