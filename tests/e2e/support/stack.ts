import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, REPO_ROOT, startPocketBase, type RunningPocketBase } from '../../../pocketbase/scripts/server';

const APP_PATH = '/flipkart-amazon-tools/';

export interface Stack {
  server: RunningPocketBase;
  /** The app's address, e.g. http://127.0.0.1:PORT/flipkart-amazon-tools/ */
  appUrl: string;
  user: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * The built app served by a real PocketBase on a free loopback port, with one account: an admin,
 * since the tests also delete categories; what a `user` is not shown is covered by unit tests.
 */
export async function startStack(): Promise<Stack> {
  // E2E_DIST lets a developer test a build of their own while another build sits in dist/.
  const publicDir = process.env.E2E_DIST ?? join(REPO_ROOT, 'dist');
  if (!existsSync(join(publicDir, 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` before the end-to-end tests');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'fat-e2e-pb-'));
  const user = { email: 'packer@example.com', password: 'packing-station-1' };
  await createUser(dataDir, user.email, user.password, 'admin');
  const server = await startPocketBase({ dataDir, publicDir });
  return {
    server,
    appUrl: `${server.url}${APP_PATH}`,
    user,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
