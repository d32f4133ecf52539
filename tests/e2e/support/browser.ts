import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags DEVELOPERS.md asks for: this machine has no network but loopback. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export interface Station {
  context: BrowserContext;
  userDataDir: string;
  /** Closes the browser, keeping the profile (a browser restart). */
  close(): Promise<void>;
  /** Closes the browser and deletes its profile. */
  dispose(): Promise<void>;
}

export interface StationOptions {
  /** More Chromium flags (a station of the shop's network maps the server's name). */
  args?: string[];
  /** Chromium's HOME: on Linux its certificate store is $HOME/.pki/nssdb. */
  home?: string;
}

/** A headless Chromium with its own profile dir; pass a previous station's dir to "restart the browser". */
export async function launchStation(userDataDir?: string, options: StationOptions = {}): Promise<Station> {
  const dir = userDataDir ?? (await mkdtemp(join(tmpdir(), 'fat-chromium-')));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    ...(options.home ? { env: { ...process.env, HOME: options.home } } : {}),
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });
  return {
    context,
    userDataDir: dir,
    close: () => context.close(),
    dispose: async () => {
      await context.close().catch(() => undefined);
      // Chromium may still be flushing its profile for a moment after it closed.
      await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
