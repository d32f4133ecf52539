import { Alert, Button, FileButton, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ScreenLoader } from '../../components/ScreenLoader';
import { causeMessage } from '../../domain/errors';
import { formatCount } from '../../domain/format';
import { FILE_KINDS, filterFiles } from '../../domain/files/storedFiles';
import { localDateKey } from '../../domain/orders/orderLines';
import type { FileKind, StoredFile } from '../../domain/records';
import { isAdmin } from '../../domain/roles';
import { openPdfViewer } from '../../stores/pdfViewer';
import { downloadFile, queueFiles, useStationSpace, useUploadProgress } from '../../stores/storedFiles';
import { useAuth } from '../../stores/useAuth';
import { DeleteFilesModal } from './DeleteFilesModal';
import { EditFileModal } from './EditFileModal';
import { FileDropZone } from './FileDropZone';
import { FileGroups } from './FileGroups';
import { StorageTotals } from './StorageTotals';
import { WaitingUploads } from './WaitingUploads';
import { removeRefusedUpload, useRefusedUploads, useStoredFiles } from './useStoredFiles';

const KIND_OPTIONS = FILE_KINDS.map((kind) => ({ value: kind.value, label: kind.label }));

function fail(title: string, cause: unknown): void {
  notifications.show({ color: 'red', title, message: causeMessage(cause) });
}

function StorageContent({ files }: { files: StoredFile[] }) {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<FileKind | null>(null);
  const [newKind, setNewKind] = useState<FileKind>('other');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<StoredFile | null>(null);
  const [deleting, setDeleting] = useState<StoredFile[]>([]);
  // Only an admin deletes a file; the server refuses it to anyone else.
  const mayDelete = useAuth((state) => isAdmin(state.user));
  const space = useStationSpace(files.length);
  const progress = useUploadProgress();

  const shown = useMemo(() => filterFiles(files, { search, kind }), [files, search, kind]);
  const waiting = files.filter((file) => !file.uploaded);
  const refused = useRefusedUploads(waiting);
  const chosen = files.filter((file) => selected.has(file.id));

  const upload = (picked: File[]) => {
    const day = localDateKey(new Date());
    queueFiles(picked.map((file) => ({ name: file.name, blob: file, kind: newKind, day }))).catch((cause: unknown) =>
      fail('Files not added', cause),
    );
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack>
      <Title order={2}>Storage Management</Title>
      <StorageTotals files={files} space={space} />
      <Group align="flex-end">
        <Select
          label="Kind of new files"
          data={KIND_OPTIONS}
          value={newKind}
          onChange={(value) => value && setNewKind(value as FileKind)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <FileDropZone onFiles={upload} />
      <Group>
        {/* Opened without being stored; its annotated copy, if saved, is stored as a new file. */}
        <FileButton
          accept="application/pdf,.pdf"
          inputProps={{ 'aria-label': 'PDF to open' }}
          onChange={(file) => file && openPdfViewer({ kind: 'blob', blob: file, name: file.name })}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileTypePdf size={16} />}>
              Open a PDF from this computer
            </Button>
          )}
        </FileButton>
      </Group>
      <WaitingUploads
        files={waiting}
        progress={progress}
        refused={refused}
        onRemove={(file) => removeRefusedUpload(file.id).catch((cause: unknown) => fail(`${file.name} not removed`, cause))}
      />
      <Group align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, description or uploader"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={300}
        />
        <Select
          label="Kind"
          placeholder="All kinds"
          data={KIND_OPTIONS}
          value={kind}
          onChange={(value) => setKind(value as FileKind | null)}
          clearable
          w={220}
        />
        {mayDelete && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={chosen.length === 0}
            onClick={() => setDeleting(chosen)}
          >
            Delete selected ({formatCount(chosen.length)})
          </Button>
        )}
      </Group>
      <FileGroups
        files={shown}
        selected={selected}
        onToggle={mayDelete ? toggle : undefined}
        onEdit={setEditing}
        onOpen={(file) => openPdfViewer({ kind: 'stored', fileId: file.id })}
        onDownload={(file) => downloadFile(file).catch((cause: unknown) => fail(`${file.name} not downloaded`, cause))}
        onDelete={mayDelete ? (file) => setDeleting([file]) : undefined}
      />
      <EditFileModal file={editing} onClose={() => setEditing(null)} />
      <DeleteFilesModal
        files={deleting}
        onClose={(deleted) => {
          if (deleted) setSelected(new Set());
          setDeleting([]);
        }}
      />
    </Stack>
  );
}

/** docs/SPEC.md §2's Storage Management screen (docs/SPEC.md §15), on the station's local database. */
export function StoragePage() {
  const state = useStoredFiles();
  if (state.status === 'loading') return <ScreenLoader />;
  if (state.status === 'failed') {
    return (
      <Stack>
        <Title order={2}>Storage Management</Title>
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      </Stack>
    );
  }
  return <StorageContent files={state.value} />;
}
