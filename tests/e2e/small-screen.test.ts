import { describe, expect, it } from 'vitest';
import { expectHeaderTitle, signIn } from './support/pages';
import { e2eSession } from './support/session';

const session = e2eSession();

const drawer = () => session.page.getByRole('navigation', { name: 'Main menu' });
const drawerBox = () =>
  drawer().evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    return { left: Math.round(box.left), width: Math.round(box.width) };
  });

describe('the side drawer by screen size', () => {
  it('is open at 250 on a large screen', async () => {
    await session.page.setViewportSize({ width: 1280, height: 800 });
    await session.page.goto(session.stack.appUrl);
    await signIn(session.page, session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(session.page, 'Dashboard');
    await expect.poll(drawerBox).toEqual({ left: 0, width: 250 });
  });

  it('is closed on a small screen, opens at 240, and closes after a link is chosen', async () => {
    await session.page.setViewportSize({ width: 390, height: 800 });
    await session.page.reload();
    await expectHeaderTitle(session.page, 'Dashboard');
    await expect.poll(async () => (await drawerBox()).left).toBeLessThan(0);

    await session.page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect.poll(drawerBox).toEqual({ left: 0, width: 240 });

    await drawer().getByText('Orders', { exact: true }).click();
    await drawer().getByRole('link', { name: 'Active Orders' }).click();
    await expectHeaderTitle(session.page, 'Active Orders');
    await expect.poll(async () => (await drawerBox()).left).toBeLessThan(0);
  });
});
