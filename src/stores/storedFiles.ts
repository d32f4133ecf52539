/**
 * What the storage screen asks of the station and the server (docs/SPEC.md §15): adding files to the
 * offline queue (asking the browser to keep them), their bytes for a download or the viewer (the
 * local copy first, the server otherwise), the space used and free on the station, and upload
 * progress.
 */
import { useEffect, useState } from 'react';
import { localDatabase } from '../db/localDatabase';
import { addStoredFiles, type NewStoredFile } from '../db/storedFiles';
import type { StoredFile } from '../domain/records';
import { downloadFromServer } from '../sync/fileDownload';
import { pocketbase } from '../sync/pocketbaseClient';
import { subscribeUploadProgress, type UploadProgress } from '../sync/uploadProgress';
import { downloadBlob } from './downloadBlob';
import { stationId } from './stationId';

function stationStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Queues files for upload. The browser is asked once to keep this site's storage, so that files
 * waiting offline are not evicted under storage pressure; a refusal changes nothing else.
 */
export async function queueFiles(files: readonly NewStoredFile[]): Promise<StoredFile[]> {
  await navigator.storage?.persist?.().catch(() => false);
  return addStoredFiles(localDatabase(), files, stationId(stationStorage()));
}

/** The file's bytes: the station's copy while it has one, otherwise the server's. */
export async function fileBytes(file: Pick<StoredFile, 'id'>): Promise<Blob> {
  const local = await localDatabase().files.get(file.id);
  if (local?.blob) return local.blob;
  return downloadFromServer(pocketbase(), file.id);
}

/** Saves the file's bytes to the user's downloads under its name. */
export async function downloadFile(file: Pick<StoredFile, 'id' | 'name'>): Promise<void> {
  downloadBlob(file.name, await fileBytes(file));
}

export interface StationSpace {
  usage: number;
  quota: number;
}

/** This station's space used and its quota, from navigator.storage.estimate(); null when unknown. */
export function useStationSpace(refreshKey: unknown): StationSpace | null {
  const [space, setSpace] = useState<StationSpace | null>(null);
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then((estimate) => {
        if (live) setSpace({ usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refreshKey]);
  return space;
}

export function useUploadProgress(): ReadonlyMap<string, UploadProgress> {
  const [progress, setProgress] = useState<ReadonlyMap<string, UploadProgress>>(new Map());
  useEffect(() => subscribeUploadProgress(setProgress), []);
  return progress;
}
