import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../pocketbase/scripts/server';
import { TEST_PASSWORD, signedInUser, startTestServer } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';

/**
 * PocketBase's rate limits, as the migrations 1767225710_rate_limits.js and
 * 1767225800_rate_limits_for_shop_volumes.js set them, on the real server: sign-in attempts are
 * few per address and minute, the rest of the API is generous (sync-volume.test.ts pushes a
 * shop's volumes through it).
 */

const server = serverForTests();
const EMAIL = 'target@example.com';

beforeAll(async () => {
  await createUser(server.dataDir, EMAIL, TEST_PASSWORD);
});

const signIn = (password: string) =>
  fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: EMAIL, password }),
  });

describe('rate limits', () => {
  it('refuses the 61st wrong password of a minute, and then the right one, quickly', async () => {
    const started = Date.now();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 61; attempt += 1) statuses.push((await signIn(`wrong-password-${attempt}`)).status);
    expect(Date.now() - started).toBeLessThan(10_000);

    // Every attempt is either a refused password (400) or refused unread (429), and the
    // limit is reached well before the 61st.
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThanOrEqual(20);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);

    // Guessing right does not get through while the address is limited.
    const right = await signIn(TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(((await right.json()) as { message: string }).message).toMatch(/too many requests/i);
  });

  it('lets a signed-in station make hundreds of requests in a few seconds (a first pull, pushes, five stations)', async () => {
    // A signed-in client of another address bucket would be a separate case; on one address
    // the signed-in API budget is separate from the sign-in one used up above.
    const other = await startTestServer();
    try {
      const pb = await signedInUser(other);
      const statuses: number[] = [];
      for (let round = 0; round < 10; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: 30 }, () =>
            fetch(`${other.url}/api/collections/products/records?perPage=1000`, {
              headers: { Authorization: pb.authStore.token },
            }),
          ),
        );
        statuses.push(...answers.map((answer) => answer.status));
        const batch = await fetch(`${other.url}/api/stock/movements`, {
          method: 'POST',
          headers: { Authorization: pb.authStore.token, 'content-type': 'application/json' },
          body: JSON.stringify({ movements: [] }),
        });
        // Refused for its empty list, not for its rate.
        statuses.push(batch.status === 400 ? 200 : batch.status);
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await other.cleanup();
    }
  });
});
