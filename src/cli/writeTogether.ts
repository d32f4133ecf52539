import { copyFile, link, lstat, open, rename, rm, writeFile } from 'node:fs/promises';

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

interface Staged extends OutputFile {
  temporary: string;
  /** A second name for the target as it was, while the new files are put in place. */
  previous: string;
  kept: boolean;
  placed: boolean;
}

/**
 * Keeps the target as it is under a second name (a hard link, else a copy), so that it can be put
 * back if another file of the set cannot be put in place. A folder is refused before anything is
 * renamed: a rename onto it would fail after the others had gone in.
 */
async function keepPrevious(file: Staged): Promise<void> {
  let folder: boolean;
  try {
    folder = (await lstat(file.path)).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (folder) throw new Error(`Cannot write ${file.path}: it is a folder`);
  await link(file.path, file.previous).catch(() => copyFile(file.path, file.previous));
  file.kept = true;
}

/** Every target back as it was, and no file of this write left behind. */
async function undo(staged: readonly Staged[]): Promise<void> {
  for (const file of staged) {
    if (!file.placed) continue;
    try {
      if (file.kept) await rename(file.previous, file.path);
      else await rm(file.path, { force: true });
      file.placed = false;
    } catch {
      // The target as it was stays under its second name, for the person who reads the error.
    }
  }
  await Promise.all(
    staged.flatMap((file) => [rm(file.temporary, { force: true }), ...(file.placed ? [] : [rm(file.previous, { force: true })])]),
  );
}

/**
 * Writes the files together or not at all: each goes to a temporary file beside its target, and
 * only when every one of them is written are they renamed into place. A target that cannot be
 * written (a missing folder, no permission, a folder by that name) leaves every target as it was.
 */
export async function writeTogether(files: readonly OutputFile[]): Promise<void> {
  const staged: Staged[] = files.map((file) => ({
    ...file,
    temporary: `${file.path}.${process.pid}.partial`,
    previous: `${file.path}.${process.pid}.previous`,
    kept: false,
    placed: false,
  }));
  try {
    for (const { data, temporary } of staged)
      await (typeof data === 'string' || data instanceof Uint8Array ? writeFile(temporary, data) : writeParts(temporary, data));
    for (const file of staged) await keepPrevious(file);
    for (const file of staged) {
      await rename(file.temporary, file.path);
      file.placed = true;
    }
  } catch (error) {
    await undo(staged);
    throw error;
  }
  await Promise.all(staged.filter((file) => file.kept).map((file) => rm(file.previous, { force: true })));
}
