import { open, rename, rm, writeFile } from 'node:fs/promises';

export interface OutputFile {
  path: string;
  /** Text, bytes, or bytes in parts (written in order, none of them copied). */
  data: string | Uint8Array | readonly Uint8Array[];
}

/** Buffers per writev call: the most one system call takes (IOV_MAX). */
const BUFFERS_PER_WRITE = 1024;

async function writeParts(path: string, parts: readonly Uint8Array[]): Promise<void> {
  const file = await open(path, 'w');
  try {
    for (let at = 0; at < parts.length; at += BUFFERS_PER_WRITE) {
      const batch = parts.slice(at, at + BUFFERS_PER_WRITE);
      const size = batch.reduce((sum, part) => sum + part.length, 0);
      const { bytesWritten } = await file.writev(batch);
      // A short write is rare (a full disk says so with an error): the rest goes one part at a time.
      if (bytesWritten < size) await writeRest(file, batch, bytesWritten);
    }
  } finally {
    await file.close();
  }
}

async function writeRest(file: Awaited<ReturnType<typeof open>>, batch: readonly Uint8Array[], written: number): Promise<void> {
  let skip = written;
  for (const part of batch) {
    if (skip >= part.length) {
      skip -= part.length;
      continue;
    }
    let rest = part.subarray(skip);
    skip = 0;
    while (rest.length) rest = rest.subarray((await file.write(rest)).bytesWritten);
  }
}

/**
 * Writes the files together or not at all: each goes to a temporary file beside its target, and
 * only when every one of them is written are they renamed into place. A target that cannot be
 * written (a missing folder, no permission) leaves every target as it was.
 */
export async function writeTogether(files: readonly OutputFile[]): Promise<void> {
  const staged = files.map((file) => ({ ...file, temporary: `${file.path}.${process.pid}.partial` }));
  try {
    for (const { data, temporary } of staged)
      await (typeof data === 'string' || data instanceof Uint8Array ? writeFile(temporary, data) : writeParts(temporary, data));
  } catch (error) {
    await Promise.all(staged.map((file) => rm(file.temporary, { force: true })));
    throw error;
  }
  for (const file of staged) await rename(file.temporary, file.path);
}
