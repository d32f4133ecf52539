import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readMergeInputs } from '../../../src/cli/labelsInputs';
import { parseMergeCommand } from '../../../src/cli/labelsArgs';
import { ensureLabelFixtures } from '../../fixtures/labelFixtures';

describe('readMergeInputs', () => {
  it("reads each file once into memory the reader threads share, with the file's exact bytes", async () => {
    const folder = await ensureLabelFixtures();
    const path = `${folder}amazon-basic.pdf`;
    const command = parseMergeCommand(['merge', '--amazon', path, '--out', 'out.pdf']);

    const { files } = await readMergeInputs(command);

    const [input] = files.amazon ?? [];
    const data = input?.data;
    if (!(data instanceof Uint8Array)) throw new Error('bytes expected');
    expect(input?.name).toBe(path);
    expect(data.buffer).toBeInstanceOf(SharedArrayBuffer);
    // No path for the readers to read again: they are given these bytes.
    expect(input?.source).toBeUndefined();
    expect(Buffer.from(data).equals(await readFile(path))).toBe(true);
  });

  it('names every file it cannot read', async () => {
    const command = parseMergeCommand(['merge', '--flipkart', '/nonexistent/a.pdf', '--out', 'out.pdf']);
    await expect(readMergeInputs(command)).rejects.toThrow('/nonexistent/a.pdf');
  });
});
