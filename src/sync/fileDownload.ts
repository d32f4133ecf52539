import type PocketBase from 'pocketbase';

/**
 * A stored file's bytes from the server, with a short-lived file token: the file field is
 * protected, so there is no public URL (docs/SPEC.md §15). The station's record does not keep the server's
 * name of the file, so the record is read first.
 */
export async function downloadFromServer(pb: PocketBase, id: string): Promise<Blob> {
  const record = await pb.collection('files').getOne(id, { requestKey: null });
  const name = typeof record.file === 'string' ? record.file : '';
  if (!name) throw new Error('The server has no bytes for this file');
  const token = await pb.files.getToken({ requestKey: null });
  const response = await fetch(pb.files.getURL(record, name, { token }));
  if (!response.ok) throw new Error(`Unexpected server response (${response.status})`);
  return response.blob();
}
