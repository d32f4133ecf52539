import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../pocketbase/scripts/server';
import { startShopTls, type RunningShopTls } from '../../../pocketbase/scripts/shopTls';
import { launchStation, type Station } from './browser';
import { startStack, type Stack } from './stack';

/** The server's name on the shop's network; Chromium maps it to loopback. */
const SHOP_NAME = 'shop-server.lan';
const APP_PATH = '/flipkart-amazon-tools/';
const run = promisify(execFile);

export interface ShopNetwork {
  stack: Stack;
  tls: RunningShopTls;
  /** https://shop-server.lan:PORT/flipkart-amazon-tools/, through Caddy. */
  httpsAppUrl: string;
  /** http://shop-server.lan:PORT/flipkart-amazon-tools/, PocketBase itself (HOST=0.0.0.0 without HTTPS). */
  httpAppUrl: string;
  /** A station of the shop: a fresh profile, the server's name mapped, the shop's CA trusted when `trustCa`. */
  station(trustCa: boolean): Promise<Station>;
  stop(): Promise<void>;
}

/**
 * What `HTTPS=1 npm start` runs, on loopback: the app and a real PocketBase behind Debian's Caddy
 * with a fresh shop CA, on free high ports.
 */
export async function startShopNetwork(): Promise<ShopNetwork> {
  const stack = await startStack();
  const tlsDir = await mkdtemp(join(tmpdir(), 'fat-e2e-tls-'));
  const httpsPort = await freePort();
  const tls = await startShopTls({
    tlsDir,
    names: [SHOP_NAME],
    bindHost: '127.0.0.1',
    httpsPort,
    httpPort: await freePort(),
    upstreamPort: stack.server.port,
  });
  const profiles: Station[] = [];
  return {
    stack,
    tls,
    httpsAppUrl: `https://${SHOP_NAME}:${httpsPort}${APP_PATH}`,
    httpAppUrl: `http://${SHOP_NAME}:${stack.server.port}${APP_PATH}`,
    station: async (trustCa) => {
      const home = await mkdtemp(join(tmpdir(), 'fat-station-'));
      if (trustCa) {
        // Chromium on Linux trusts the roots of the user's NSS database, as `certutil` (Debian's libnss3-tools) adds them.
        const nssdb = `sql:${join(home, '.pki', 'nssdb')}`;
        await mkdir(join(home, '.pki', 'nssdb'), { recursive: true });
        await run('/usr/bin/certutil', ['-N', '--empty-password', '-d', nssdb]);
        await run('/usr/bin/certutil', ['-A', '-t', 'C,,', '-n', 'Shop server CA', '-i', tls.caCertPath, '-d', nssdb]);
      }
      const station = await launchStation(join(home, 'profile'), {
        home,
        args: [`--host-resolver-rules=MAP ${SHOP_NAME} 127.0.0.1`],
      });
      profiles.push(station);
      return {
        ...station,
        dispose: async () => {
          await station.dispose();
          await rm(home, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
        },
      };
    },
    stop: async () => {
      for (const station of profiles) await station.dispose();
      await tls.stop();
      await stack.stop();
      await rm(tlsDir, { recursive: true, force: true });
    },
  };
}
