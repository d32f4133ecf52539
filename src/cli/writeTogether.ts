import { realpathSync } from 'node:fs';
import { copyFile, link, lstat, open, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

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
  /** The file as the caller named it, for messages; `path` is where it really is. */
  name: string;
  temporary: string;
  /** A second name for the target as it was, while the new files are put in place. */
  previous: string;
  kept: boolean;
  placed: boolean;
}

/**
 * Where writing `path` really puts the file: through a symbolic link (which is written through,
 * not replaced) and through linked folders. Two names of one file give the same answer.
 */
export function whereWritten(path: string): string {
  const full = resolve(path);
  try {
    return realpathSync(full);
  } catch {
    try {
      return join(realpathSync(dirname(full)), basename(full));
    } catch {
      return full;
    }
  }
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
  if (folder) throw new Error(`Cannot write ${file.name}: it is a folder`);
  await link(file.path, file.previous).catch(() => copyFile(file.path, file.previous));
  file.kept = true;
}

/** Every target back as it was, and no file of this write left behind; the targets that could not be put back. */
async function undo(staged: readonly Staged[]): Promise<Staged[]> {
  const notBack: Staged[] = [];
  for (const file of staged) {
    if (!file.placed) continue;
    try {
      if (file.kept) await rename(file.previous, file.path);
      else await rm(file.path, { force: true });
      file.placed = false;
    } catch {
      notBack.push(file);
    }
  }
  await Promise.allSettled(
    staged.flatMap((file) => [rm(file.temporary, { force: true }), ...(file.placed ? [] : [rm(file.previous, { force: true })])]),
  );
  return notBack;
}

/** The write's error, and what the reader must know of any target it could not put back. */
function failure(error: unknown, notBack: readonly Staged[]): unknown {
  if (!notBack.length) return error;
  const left = notBack.map((file) =>
    file.kept ? `${file.name} is the new file; the one before it is ${file.previous}` : `${file.name} is the new file`,
  );
  return new Error(`${error instanceof Error ? error.message : String(error)} (${left.join('; ')})`, { cause: error });
}

/**
 * Writes the files together or not at all: each goes to a temporary file beside its target, and
 * only when every one of them is written are they renamed into place. A target that cannot be
 * written (a missing folder, no permission, a folder by that name) leaves every target as it was.
 */
export async function writeTogether(files: readonly OutputFile[]): Promise<void> {
  const targets = files.map((file) => whereWritten(file.path));
  const twice = files.find((_, at) => targets.indexOf(targets[at] as string) !== at);
  if (twice) throw new Error(`Cannot write ${twice.path} twice: two outputs name the same file`);
  const staged: Staged[] = files.map((file, at) => {
    const path = targets[at] as string;
    return {
      ...file,
      name: file.path,
      path,
      temporary: `${path}.${process.pid}.partial`,
      previous: `${path}.${process.pid}.previous`,
      kept: false,
      placed: false,
    };
  });
  try {
    for (const { data, temporary } of staged)
      await (typeof data === 'string' || data instanceof Uint8Array ? writeFile(temporary, data) : writeParts(temporary, data));
    for (const file of staged) await keepPrevious(file);
    for (const file of staged) {
      await rename(file.temporary, file.path);
      file.placed = true;
    }
  } catch (error) {
    throw failure(error, await undo(staged));
  }
  // Every file is in place: a second name left behind is clutter, not a failed write.
  await Promise.allSettled(staged.filter((file) => file.kept).map((file) => rm(file.previous, { force: true })));
}
