import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchStation, type Station } from './support/browser';
import { expectHeaderTitle, signIn, waitForPath } from './support/pages';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
const stations: Station[] = [];

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  // The restarted browser shares its profile with the first: close it before the profile goes.
  for (const station of [...stations].reverse()) await station.dispose();
  await stack?.stop();
});

/** Signs in on a fresh profile, closes the browser, and opens the app again on the same profile. */
async function restartAfterSignIn(rememberMe: boolean) {
  const first = await launchStation();
  stations.push(first);
  const page = await first.context.newPage();
  await page.goto(stack.appUrl);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await signIn(page, stack.user.email, stack.user.password, rememberMe);
  await expectHeaderTitle(page, 'Dashboard');
  await first.close();

  const restarted = await launchStation(first.userDataDir);
  stations.push(restarted);
  const again = await restarted.context.newPage();
  await again.goto(`${stack.appUrl}categories/`);
  return again;
}

describe('Remember me across a browser restart', () => {
  it('keeps the user signed in with Remember me', async () => {
    const page = await restartAfterSignIn(true);
    await expectHeaderTitle(page, 'Categories & Inventory');
    expect(page.url()).toMatch(/\/categories\/$/);
  });

  it('asks to sign in again without it', async () => {
    const page = await restartAfterSignIn(false);
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });
});
