import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { launchStation, type Station } from './browser';
import { startStack, type Stack } from './stack';

export interface E2eSession {
  stack: Stack;
  station: Station;
  page: Page;
}

/** Registers hooks that start the app with a real PocketBase and one browser for the file's tests. */
export function e2eSession(): E2eSession {
  const session = {} as E2eSession;
  const browserErrors: string[] = [];
  beforeAll(async () => {
    session.stack = await startStack();
    session.station = await launchStation();
    session.page = await session.station.context.newPage();
    session.page.on('pageerror', (error) => browserErrors.push(`pageerror: ${error.message}`));
    session.page.on('console', (message) => {
      if (message.type() === 'error') browserErrors.push(`console: ${message.text()}`);
    });
  });
  // A failed browser test says what the page showed: a timeout alone tells nothing.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !session.page) return;
    const text = await session.page
      .evaluate(() => {
        const storage = (area: Storage) => Array.from({ length: area.length }, (_, index) => area.key(index)).join(', ');
        const worker = navigator.serviceWorker?.controller ? 'controlled by a service worker' : 'no service worker';
        return `${document.body.innerText}\n[storage] local: ${storage(localStorage)}; session: ${storage(sessionStorage)}; ${worker}`;
      })
      .catch((error: unknown) => String(error));
    console.error(`[e2e] page at failure: ${session.page.url()}\n${text.slice(0, 2000)}\n${browserErrors.slice(-20).join('\n')}`);
  });
  afterAll(async () => {
    await session.station?.dispose();
    await session.stack?.stop();
  });
  return session;
}
