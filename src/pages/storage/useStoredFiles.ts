import { useLiveRead, type LiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { dropRefusedUpload, liveFiles, refusedUploads } from '../../db/storedFiles';
import type { StoredFile } from '../../domain/records';

/** Every live file of the station, waiting or stored, kept live (a pull or an upload re-renders). */
export function useStoredFiles(): LiveRead<StoredFile[]> {
  return useLiveRead(() => liveFiles(localDatabase()), []);
}

/** Of the files not yet on the server, those it refused, with its reason; kept live. */
export function useRefusedUploads(waiting: readonly StoredFile[]): ReadonlyMap<string, string> {
  const ids = waiting.map((file) => file.id);
  const read = useLiveRead(() => refusedUploads(localDatabase(), ids), [ids.join(',')]);
  return read.status === 'ready' ? read.value : new Map();
}

export function removeRefusedUpload(id: string): Promise<void> {
  return dropRefusedUpload(localDatabase(), id);
}
