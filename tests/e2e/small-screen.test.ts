import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchStation, type Station } from './support/browser';
import { expectHeaderTitle, signIn } from './support/pages';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let station: Station;
let page: Page;

beforeAll(async () => {
  stack = await startStack();
  station = await launchStation();
  page = await station.context.newPage();
});

afterAll(async () => {
  await station?.dispose();
  await stack?.stop();
});

const drawer = () => page.getByRole('navigation', { name: 'Main menu' });
const drawerBox = () => drawer().evaluate((nav) => {
  const box = nav.getBoundingClientRect();
  return { left: Math.round(box.left), width: Math.round(box.width) };
});

describe('the side drawer by screen size', () => {
  it('is open at 250 on a large screen', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(stack.appUrl);
    await signIn(page, stack.user.email, stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    await expect.poll(drawerBox).toEqual({ left: 0, width: 250 });
  });

  it('is closed on a small screen, opens at 240, and closes after a link is chosen', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expectHeaderTitle(page, 'Dashboard');
    await expect.poll(async () => (await drawerBox()).left).toBeLessThan(0);

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect.poll(drawerBox).toEqual({ left: 0, width: 240 });

    await drawer().getByText('Orders', { exact: true }).click();
    await drawer().getByRole('link', { name: 'Active Orders' }).click();
    await expectHeaderTitle(page, 'Active Orders');
    await expect.poll(async () => (await drawerBox()).left).toBeLessThan(0);
  });
});
