import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSession } from './support/session';
import { expectHeaderTitle, signIn, waitForPath } from './support/pages';

const session = e2eSession();

/** A second tab of the signed-in station, without Remember me: its session is its own sessionStorage copy. */
async function secondSignedInTab(): Promise<Page> {
  const { stack, station } = session;
  const second = await station.context.newPage();
  await second.goto(`${stack.appUrl}categories/`);
  await expectHeaderTitle(second, 'Categories & Inventory');
  return second;
}

/** What a tab shows and keeps, for a failure to say. */
function describeTab(page: Page): Promise<string> {
  return page.evaluate(() => {
    const calls = performance.getEntriesByType('resource').map((entry) => entry.name);
    const local = JSON.stringify({ ...localStorage });
    return `${location.href}\n${document.body.innerText.slice(0, 400)}\n[localStorage] ${local}\n[api] ${calls.filter((name) => name.includes('/api/')).join(' ')}`;
  });
}

async function savedToken(page: Page): Promise<string> {
  const read = () => page.evaluate(() => sessionStorage.getItem('pocketbase_auth'));
  // The screen may show before the session shared by the first tab is saved on a busy machine.
  await expect
    .poll(read, { timeout: 10_000 })
    .not.toBeNull()
    .catch(async (error: unknown) => {
      console.error(`[e2e] the second tab without a saved session: ${await describeTab(page)}`);
      throw error;
    });
  const token = (JSON.parse((await read()) ?? '{}') as { token?: unknown }).token;
  if (typeof token !== 'string') throw new Error('The tab has no saved session');
  return token;
}

/** What the server answers the token with now: 200 while it stands, 401 once it was ended. */
async function serverAnswerTo(token: string): Promise<number> {
  const answer = await fetch(`${session.stack.server.url}/api/collections/users/auth-refresh`, {
    method: 'POST',
    headers: { Authorization: token },
  });
  return answer.status;
}

async function signOutFirstTab(): Promise<void> {
  await session.page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(session.page, '/login');
}

async function expectSignedOut(tab: Page): Promise<void> {
  await waitForPath(tab, '/login');
  await tab.getByRole('button', { name: 'Sign In' }).waitFor();
  expect(await tab.evaluate(() => sessionStorage.getItem('pocketbase_auth'))).toBeNull();
}

describe('signing out in one tab, without Remember me', () => {
  it('signs out a tab that was frozen in the background when it wakes, and ends its token on the server', async () => {
    const { page, stack, station } = session;
    await page.goto(stack.appUrl);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await signIn(page, stack.user.email, stack.user.password, false);
    await expectHeaderTitle(page, 'Dashboard');
    const second = await secondSignedInTab();
    const token = await savedToken(second);
    expect(await serverAnswerTo(token)).toBe(200);

    // What Chromium does to a tab long in the background: its tasks stop until it is shown again.
    const devtools = await station.context.newCDPSession(second);
    await devtools.send('Page.setWebLifecycleState', { state: 'frozen' });
    await signOutFirstTab();
    await devtools.send('Page.setWebLifecycleState', { state: 'active' });
    await expectSignedOut(second);
    await expect.poll(() => serverAnswerTo(token), { timeout: 10_000 }).toBe(401);
    await second.close();
  });

  it('signs out a tab that was away (another site, or discarded) when it comes back', async () => {
    const { page, stack } = session;
    await signIn(page, stack.user.email, stack.user.password, false);
    await expectHeaderTitle(page, 'Dashboard');
    const second = await secondSignedInTab();
    const token = await savedToken(second);

    // The page is unloaded (or kept in the back-forward cache) with its sessionStorage kept, as a
    // discarded tab's is: it hears nothing of the sign-out while it is away.
    await second.goto('about:blank');
    await signOutFirstTab();
    await second.goBack();
    await expectSignedOut(second);
    expect(await serverAnswerTo(token)).toBe(401);
    await second.close();
  });
});
