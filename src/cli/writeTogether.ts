import { rename, rm, writeFile } from 'node:fs/promises';

export interface OutputFile {
  path: string;
  data: string | Uint8Array;
}

/**
 * Writes the files together or not at all: each goes to a temporary file beside its target, and
 * only when every one of them is written are they renamed into place. A target that cannot be
 * written (a missing folder, no permission) leaves every target as it was.
 */
export async function writeTogether(files: readonly OutputFile[]): Promise<void> {
  const staged = files.map((file) => ({ ...file, temporary: `${file.path}.${process.pid}.partial` }));
  try {
    for (const file of staged) await writeFile(file.temporary, file.data);
  } catch (error) {
    await Promise.all(staged.map((file) => rm(file.temporary, { force: true })));
    throw error;
  }
  for (const file of staged) await rename(file.temporary, file.path);
}
