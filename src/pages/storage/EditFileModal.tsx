import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { NumberField } from '../../components/NumberField';
import { editFileMetadata } from '../../db/storedFiles';
import { localDatabase } from '../../db/localDatabase';
import { causeMessage } from '../../domain/errors';
import { FILE_KINDS, expiryAfter, mayChangeExpiry, mustExpire } from '../../domain/files/storedFiles';
import type { FileKind, StoredFile } from '../../domain/records';
import { typedNumber } from '../../domain/typedNumber';
import { useAuth } from '../../stores/useAuth';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysLeft(expiresAt: string): number {
  return Math.min(365, Math.max(1, Math.ceil((Date.parse(expiresAt) - Date.now()) / DAY_MS)));
}

function expiryNote(mayExpire: boolean, mustExpireKind: boolean): string | undefined {
  if (!mayExpire) return 'Only the uploader or an admin changes when it is deleted';
  return mustExpireKind ? "Merged labels carry customers' addresses: they are always deleted, within a year" : undefined;
}

function EditForm({ file, onClose }: { file: StoredFile; onClose: () => void }) {
  const [name, setName] = useState(file.name);
  const [kind, setKind] = useState<FileKind>(file.kind);
  const [day, setDay] = useState(file.day);
  const [description, setDescription] = useState(file.description);
  const [expires, setExpires] = useState(file.expiresAt !== '');
  const [days, setDays] = useState(String(file.expiresAt ? daysLeft(file.expiresAt) : 30));
  // The expiry is sent only when it was changed here (or merged labels need one), so that an edit
  // of the description by someone who may not change it is not refused for it.
  const [expiryTouched, setExpiryTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mayExpire = useAuth((state) => mayChangeExpiry(file, state.user));
  const keeps = expires || mustExpire(kind);

  const save = async () => {
    setError(null);
    try {
      const sendExpiry = expiryTouched || (mustExpire(kind) && file.expiresAt === '');
      // An empty field is not "never": expiryAfter refuses it like any other day count out of range.
      const expiry = sendExpiry ? { expiresAt: keeps ? expiryAfter(typedNumber(days) ?? Number.NaN, new Date()) : '' } : {};
      const changes = { name: name.trim(), kind, day, description, ...expiry };
      const changed = Object.fromEntries(
        Object.entries(changes).filter(([key, value]) => file[key as keyof StoredFile] !== value),
      );
      if (!changes.name) throw new Error('A file needs a name');
      if (Object.keys(changed).length > 0) await editFileMetadata(localDatabase(), file.id, changed);
      onClose();
    } catch (cause) {
      setError(causeMessage(cause));
    }
  };

  return (
    <Stack>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} required />
      <Select
        label="Kind"
        data={FILE_KINDS.map((k) => ({ value: k.value, label: k.label }))}
        value={kind}
        onChange={(value) => value && setKind(value as FileKind)}
        allowDeselect={false}
        disabled={mustExpire(file.kind)}
      />
      <TextInput label="Day" type="date" value={day} onChange={(event) => setDay(event.currentTarget.value)} />
      <Textarea label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
      <Switch
        label="Delete it after a number of days"
        description={expiryNote(mayExpire, mustExpire(kind))}
        checked={keeps}
        disabled={!mayExpire || mustExpire(kind)}
        onChange={(event) => {
          setExpires(event.currentTarget.checked);
          setExpiryTouched(true);
        }}
      />
      {keeps && (
        <NumberField
          label="Days to keep (1 to 365)"
          value={days}
          disabled={!mayExpire}
          onChange={(value) => {
            setDays(value);
            setExpiryTouched(true);
          }}
        />
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()}>Save</Button>
      </Group>
    </Stack>
  );
}

/** Edits a file's metadata on the station; the change reaches the server with the next sync. */
export function EditFileModal({ file, onClose }: { file: StoredFile | null; onClose: () => void }) {
  return (
    <Modal opened={file !== null} onClose={onClose} title="Edit file">
      {file && <EditForm key={file.id} file={file} onClose={onClose} />}
    </Modal>
  );
}
