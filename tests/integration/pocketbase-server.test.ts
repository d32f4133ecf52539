import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { startPocketBase } from '../../pocketbase/scripts/server';
import { makeTempDataDir, startTestServer } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';

describe('startPocketBase', () => {
  const server = serverForTests();

  it('serves on a free loopback port', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('refuses a port that another server holds, with the binary output in the error', async () => {
    const dataDir = await makeTempDataDir();
    await expect(startPocketBase({ dataDir, port: server.port })).rejects.toThrow(/address already in use/);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops the process and frees the port', async () => {
    const other = await startTestServer();
    await other.cleanup();
    expect(await other.exited).toBe(0);
    await expect(fetch(`${other.url}/api/health`)).rejects.toThrow();
  });
});
