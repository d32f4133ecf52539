import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, REPO_ROOT, startPocketBase, type RunningPocketBase } from '../../../pocketbase/scripts/server';

const APP_FOLDER = 'flipkart-amazon-tools';
const APP_PATH = `/${APP_FOLDER}/`;

export interface Stack {
  server: RunningPocketBase;
  /** The app's address, e.g. http://127.0.0.1:PORT/flipkart-amazon-tools/ */
  appUrl: string;
  user: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * The public dir to serve: dist/, or the build named by E2E_DIST, so that a developer can test a
 * build of their own (`vite build --outDir DIR`, the app's files at DIR's root) while another
 * build sits in dist/. Such a build is given the layout of dist/ inside `scratch`.
 */
async function builtApp(scratch: string): Promise<string> {
  const built = process.env.E2E_DIST ?? join(REPO_ROOT, 'dist');
  if (existsSync(join(built, APP_FOLDER, 'index.html'))) return built;
  if (!process.env.E2E_DIST || !existsSync(join(built, 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` before the end-to-end tests');
  }
  const publicDir = join(scratch, 'public');
  await mkdir(publicDir);
  await symlink(built, join(publicDir, APP_FOLDER), 'dir');
  await copyFile(join(built, 'index.html'), join(publicDir, 'index.html'));
  return publicDir;
}

/**
 * The built app served by a real PocketBase on a free loopback port, with one account: an admin,
 * since the tests also delete categories; what a `user` is not shown is covered by unit tests.
 */
export async function startStack(): Promise<Stack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fat-e2e-pb-'));
  const publicDir = await builtApp(dataDir);
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
