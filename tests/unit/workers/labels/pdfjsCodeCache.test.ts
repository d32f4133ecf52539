import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPdfJsWithCodeCache } from '../../../../workers/labels/pdfjsCodeCache.node';

let folder: string;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function scriptFile(source: string): Promise<string> {
  folder = await mkdtemp(join(tmpdir(), 'code-cache-'));
  const script = join(folder, 'pdfjs.cjs');
  await writeFile(script, source);
  return script;
}

describe('loadPdfJsWithCodeCache', () => {
  it('runs the script as CommonJS and keeps its code cache beside it', async () => {
    const script = await scriptFile("exports.version = require('node:path').basename('/a/5.6');");
    const loaded = loadPdfJsWithCodeCache(script) as unknown as { version: string };
    expect(loaded.version).toBe('5.6');
    expect((await readFile(`${script}.cache`)).byteLength).toBeGreaterThan(0);
  });

  it('writes again a cache V8 refuses, and still loads', async () => {
    const script = await scriptFile('module.exports = { answer: 42 };');
    await writeFile(`${script}.cache`, 'not a code cache');
    const loaded = loadPdfJsWithCodeCache(script) as unknown as { answer: number };
    expect(loaded.answer).toBe(42);
    expect((await readFile(`${script}.cache`, 'utf8')).startsWith('not a code cache')).toBe(false);
  });
});
