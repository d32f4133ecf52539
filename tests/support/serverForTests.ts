import { afterAll, beforeAll } from 'vitest';
import type { StartOptions } from '../../pocketbase/scripts/server';
import { startTestServer, type TestServer } from './pocketbase';

/**
 * One real PocketBase for the tests of a file or describe block: started before them, stopped and
 * its data dir removed after them. Call it where those tests are declared. What it returns reads
 * through to the running server, so hooks and tests use it (server.url, signedInUser(server)) as
 * they would the server itself.
 */
export function serverForTests(options: Pick<StartOptions, 'migrationsDir' | 'hooksDir'> = {}): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
  });
  afterAll(async () => {
    await running?.cleanup();
  });
  return new Proxy({} as TestServer, {
    get: (_target, key) => {
      if (!running) throw new Error('the test server is used before it has started (beforeAll)');
      return Reflect.get(running, key) as unknown;
    },
  });
}
