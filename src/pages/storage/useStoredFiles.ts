import { useLiveRead, type LiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { liveFiles } from '../../db/storedFiles';
import type { StoredFile } from '../../domain/records';

/** Every live file of the station, waiting or stored, kept live (a pull or an upload re-renders). */
export function useStoredFiles(): LiveRead<StoredFile[]> {
  return useLiveRead(() => liveFiles(localDatabase()), []);
}
