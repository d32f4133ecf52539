import { afterAll, beforeAll } from 'vitest';
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
  beforeAll(async () => {
    session.stack = await startStack();
    session.station = await launchStation();
    session.page = await session.station.context.newPage();
  });
  afterAll(async () => {
    await session.station?.dispose();
    await session.stack?.stop();
  });
  return session;
}
