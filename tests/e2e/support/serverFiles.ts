import { PDFDocument } from 'pdf-lib';
import PocketBase from 'pocketbase';
import type { Stack } from './stack';

/** A stored file as the server lists it, with the fields the tests look at. */
export interface ServerFile {
  id: string;
  name: string;
  size: number;
  description: string;
  deleted: boolean;
  file: string;
}

/** A small real PDF to upload: one 4x6 page with a line of text. */
export async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([288, 432]).drawText('Packer note test', { x: 20, y: 400, size: 12 });
  return Buffer.from(await doc.save());
}

/**
 * The server's files, seen by the test's user signed in once per test file: sign-ins are rate
 * limited (20 a minute per address).
 */
export function serverFilesOf(stack: () => Stack): {
  list: () => Promise<ServerFile[]>;
  bytes: (record: Pick<ServerFile, 'id' | 'file'>) => Promise<Buffer>;
} {
  let client: PocketBase | null = null;
  const signedIn = async () => {
    if (!client) {
      const { server, user } = stack();
      client = new PocketBase(server.url);
      client.autoCancellation(false);
      await client.collection('users').authWithPassword(user.email, user.password);
    }
    return client;
  };
  return {
    list: async () => (await signedIn()).collection('files').getFullList<ServerFile>(),
    bytes: async (record) => {
      const pb = await signedIn();
      const token = await pb.files.getToken();
      const response = await fetch(pb.files.getURL({ ...record, collectionName: 'files' }, record.file, { token }));
      if (response.status !== 200) throw new Error(`The server answered ${response.status} for ${record.file}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
