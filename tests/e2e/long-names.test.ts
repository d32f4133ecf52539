import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDateKey } from '../../src/domain/orders/orderLines';
import { category, orderLine, product, transaction } from '../unit/db/fixtures';
import { expectHeaderTitle, signIn } from './support/pages';
import { onePagePdf } from './support/serverFiles';
import { e2eSession } from './support/session';

const session = e2eSession();
const page = () => session.page;
const url = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();

/** Names as a seller pastes them: 300 characters, the worst case without a single space. */
const long = (start: string) => `${start}-${'x'.repeat(300 - start.length - 1)}`;
const CATEGORY = long('Chandan');
const PRODUCT = long('Gomti chakra');
const SKU = long('GOMTI');
const FILE = `${'labels-of-the-morning-'.repeat(11).slice(0, 240)}.pdf`;
const today = localDateKey(new Date());
const chandan = category({ name: CATEGORY, costPrice: 40 });

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

beforeAll(async () => {
  const pb = new PocketBase(session.stack.server.url);
  await pb.collection('users').authWithPassword(session.stack.user.email, session.stack.user.password);
  await pb.collection('categories').create(chandan);
  await pb.collection('products').create(product({ sku: SKU, name: PRODUCT, sellingPrice: 120, categoryId: chandan.id }));
  await pb.collection('order_lines').create(
    orderLine({
      date: today,
      type: 'amazon',
      orderId: '402-1111111-1111111',
      sku: SKU,
      name: PRODUCT,
      categoryId: chandan.id,
      category: CATEGORY,
    }),
  );
  await pb.collection('transactions').create(
    transaction({
      hash: 'long-names-1',
      data: {
        source: 'amazon-date-range',
        platform: 'amazon',
        kind: 'order',
        type: 'Order',
        date: today,
        orderId: '402-1111111-1111111',
        orderItemId: '',
        sku: SKU,
        settlementId: '',
        description: PRODUCT,
        units: 1,
        status: 'Released',
        total: 120,
      },
    }),
  );
});

/**
 * The page's own horizontal scroll, and the buttons past the window's right edge that cannot be
 * brought onto it: a wide table on a phone scrolls sideways in its own container, not the page.
 */
const overflow = () =>
  page().evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const pageWider = root.scrollWidth > root.clientWidth;
    const pastEdge = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 1;
    const offScreen = [...document.querySelectorAll('main button, main a[href]')]
      .filter((element) => element.getBoundingClientRect().width > 0 && pastEdge(element))
      .filter((element) => {
        element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        return pastEdge(element) || root.scrollLeft > 0;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40));
    return { pageWider, offScreen };
  });

describe.each(VIEWPORTS)('300-character names at $width × $height', (viewport) => {
  it('the storage list keeps Open and Delete on screen, the page no wider than the window', async () => {
    await page().setViewportSize(viewport);
    await page().goto(url('/storage-management/'));
    if (viewport.width === 1366) {
      await signIn(page(), session.stack.user.email, session.stack.user.password);
      await expectHeaderTitle(page(), 'Storage Management');
      await page()
        .locator('input[aria-label="Files to upload"]')
        .setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: await onePagePdf() });
    }
    const open = page().getByRole('button', { name: `Open ${FILE}` });
    await open.waitFor({ timeout: 30_000 });
    expect(await overflow()).toEqual({ pageWider: false, offScreen: [] });
    expect(await open.isVisible()).toBe(true);
    expect(
      await page()
        .getByRole('button', { name: `Delete ${FILE}` })
        .isVisible(),
    ).toBe(true);
  });

  it.each([
    { path: '/categories/', shows: `Edit ${CATEGORY}` },
    { path: '/products/', shows: SKU },
    { path: '/activeOrders/', shows: null },
    { path: '/transactions/', shows: null },
    { path: '/order-analytics/', shows: null },
  ])('$path stays within the window, its actions on screen', async ({ path, shows }) => {
    await page().setViewportSize(viewport);
    await page().goto(url(path));
    if (shows) await page().getByRole('button', { name: shows, exact: true }).first().waitFor({ timeout: 30_000 });
    else await page().locator('main').getByText(SKU.slice(0, 20)).first().waitFor({ state: 'attached', timeout: 30_000 });
    expect(await overflow()).toEqual({ pageWider: false, offScreen: [] });
  });
});

describe('small parts of a phone screen', () => {
  it('Health badges read whole, and the top bar shows title and sync state uncut', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto(url('/health/'));
    await page().locator('[data-check] .mantine-Badge-root').first().waitFor();
    const cut = await page().evaluate(() =>
      [
        ...[...document.querySelectorAll('.mantine-Badge-label')].filter((label) => label.scrollWidth > label.clientWidth + 1),
        ...[...document.querySelectorAll('header h1')].filter((title) => title.scrollHeight > title.clientHeight + 1),
      ].map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
  });

  it('the top bar keeps a long title and the offline state whole on a phone', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto(url('/categories/'));
    await expectHeaderTitle(page(), 'Categories & Inventory');
    await session.station.context.setOffline(true);
    try {
      const status = page().locator('header').getByLabel('Sync status');
      await status.getByText('Offline', { exact: true }).waitFor();
      const cut = await page().evaluate(() =>
        [
          ...[...document.querySelectorAll('header .mantine-Badge-label')].filter(
            (label) => label.scrollWidth > label.clientWidth + 1,
          ),
          ...[...document.querySelectorAll('header h1')].filter(
            (title) => title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1,
          ),
        ].map((element) => element.textContent),
      );
      expect(cut).toEqual([]);
    } finally {
      await session.station.context.setOffline(false);
    }
  });
});
