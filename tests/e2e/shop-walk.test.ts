import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NAME, BASENAME, SCREENS } from '../../src/app/routes';
import type { Category, Product } from '../../src/domain/records';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../fixtures/realShapeAmazonPdf';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../fixtures/realShapeFlipkartPdf';
import { realShapeCatalogue } from '../fixtures/realShapeKit';
import { category, product } from '../unit/db/fixtures';
import { animationsSettled } from './support/axe';
import { expectHeaderTitle, mergeLabels, signIn } from './support/pages';
import { e2eSession } from './support/session';
import { putRecords } from './support/stationDb';
import { screenFaults, type ScreenFaults } from './support/screenFaults';

/**
 * Every screen of the route table on a shop-sized station (10,000 products, some with
 * 300-character names, and the day's real-shaped labels merged), at a laptop's and a phone's
 * size: none may scroll sideways, hide an action past the edge, title itself otherwise than the
 * tab, cut the top bar, a badge or a column's words to a letter, crash or log an error. A
 * screenshot of each is left in a temporary folder for a person to look at.
 */

const session = e2eSession();
const page = () => session.page;

const PRODUCT_COUNT = 10_000;
const CATEGORY_COUNT = 40;
const long = (start: string) => `${start}-${'x'.repeat(300 - start.length - 1)}`;
const AMAZON = realShapeAmazonOrders(50, { first: 500 });
const FLIPKART = realShapeFlipkartParcels(100, { first: 700, multiParcelEvery: 8 });

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

let folder: string;
const browserErrors: string[] = [];

/**
 * The real-shaped catalogue (so that the merge finds the labels' SKUs) and enough more products
 * in 40 categories to make 10,000: some hidden, some without a category, a few with a
 * 300-character name, one category with one.
 */
function shopCatalogue(): { categories: Category[]; products: Product[] } {
  const real = realShapeCatalogue();
  const categories = [
    ...real.categories.map((entry) => category(entry)),
    ...Array.from({ length: CATEGORY_COUNT - real.categories.length }, (_, n) =>
      category({ name: n === 0 ? long('Chandan tilak') : `Puja samagri ${n}`, costPrice: n % 3 === 0 ? null : 20 + n }),
    ),
  ];
  const products = real.products.map((entry) => product({ ...entry, description: entry.name }));
  for (let n = 0; products.length < PRODUCT_COUNT; n++) {
    const sku = `SS-SHOP-${String(n).padStart(5, '0')}`;
    const name = n % 2_000 === 7 ? long(`Gomti chakra ${n}`) : `Kashi puja item ${n} – ${(n % 9) + 1} pcs`;
    products.push(
      product({
        sku,
        name,
        description: name,
        platform: n % 3 === 0 ? 'flipkart' : 'amazon',
        sellingPrice: 49 + (n % 400),
        categoryId: n % 41 === 0 ? '' : (categories[n % categories.length]?.id ?? ''),
        visibility: n % 53 === 0 ? 'hidden' : 'visible',
      }),
    );
  }
  return { categories, products };
}

const appUrl = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();

/**
 * A client-side navigation, so that the merge just done stays on its screen; from the top of the
 * page, where a screen opened from the menu shows itself (the screenshots show the same part).
 */
async function open(path: string): Promise<void> {
  await page().evaluate(
    (target) => {
      scrollTo(0, 0);
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    `${BASENAME}${path.replace(/^\//, '')}`,
  );
}

/**
 * The screen drawn: its title in the top bar (the sign-in page has none), a heading of its own shown and no loader left in it
 * (a lazy screen shows nothing for a moment, then its loader), its transitions over. A screen that
 * never shows a heading goes on to the checks, which say so.
 */
async function settled(topBar: string | null): Promise<void> {
  if (topBar) await expectHeaderTitle(page(), topBar);
  await page()
    .waitForFunction(
      () => {
        const heading = document.querySelector('main h1, main h2');
        return heading?.checkVisibility() === true && !document.querySelector('main .mantine-Loader');
      },
      undefined,
      { polling: 100, timeout: 30_000 },
    )
    .catch(() => undefined);
  await animationsSettled(page());
}

type Heading = ScreenFaults['heading'];

/** Checks the screen on show against every rough edge, softly: one walk lists them all. */
async function expectWhole(name: string, heading: Heading): Promise<void> {
  const { width, height } = page().viewportSize() ?? { width: 0, height: 0 };
  const where = `${name} at ${width}×${height}`;
  await settled(heading.topBar);
  await page().screenshot({ path: join(folder, `${width}x${height}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
  const faults = await screenFaults(page());
  expect.soft(faults.heading, `${where}: headings`).toEqual(heading);
  expect.soft(faults.pageOverflowPx, `${where}: the page scrolls sideways`).toBe(0);
  expect.soft(faults.widerThanWindow, `${where}: wider than the window`).toEqual([]);
  expect.soft(faults.offScreen, `${where}: actions off screen`).toEqual([]);
  expect.soft(faults.cutToALetter, `${where}: cut to a letter`).toEqual([]);
  expect.soft(faults.tablesPastEdge, `${where}: tables past the window's edge`).toEqual([]);
  expect.soft(faults.crashed, `${where}: crash screen`).toBe(false);
  expect.soft(browserErrors, `${where}: browser errors`).toEqual([]);
  browserErrors.length = 0;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'fat-e2e-shop-walk-'));
  await writeFile(join(folder, 'amazon-day.pdf'), await realShapeAmazonPdf(AMAZON));
  await writeFile(join(folder, 'flipkart-day.pdf'), await realShapeFlipkartPdf(FLIPKART));
  page().on('pageerror', (error) => browserErrors.push(`pageerror: ${error.message}`));
  page().on('console', (message) => {
    if (message.type() === 'error') browserErrors.push(`console: ${message.text()} (${message.location().url})`);
  });
  console.info(`[shop walk] screenshots in ${folder}`);
});

// The screenshots stay for a person to look at; the label files, 15 MB, do not.
afterAll(async () => {
  for (const file of ['amazon-day.pdf', 'flipkart-day.pdf']) await rm(join(folder, file), { force: true });
});

describe('a walk of every screen on a shop-sized station', () => {
  it('shows the sign-in page whole at both sizes', async () => {
    await page().goto(session.stack.appUrl);
    for (const { width, height } of VIEWPORTS) {
      await page().setViewportSize({ width, height });
      await expectWhole('Sign In', { topBar: null, tab: `Sign In · ${APP_NAME}`, main: 'Sign In' });
    }
  });

  it('takes in 10,000 products and merges a real-shaped day of labels', async () => {
    const shop = shopCatalogue();
    // On the server, as the merge's stock movements name them: the server refuses a movement of a
    // category it does not hold.
    const pb = new PocketBase(session.stack.server.url);
    await pb.collection('users').authWithPassword(session.stack.user.email, session.stack.user.password);
    for (const record of shop.categories) await pb.collection('categories').create(record);

    await page().setViewportSize(VIEWPORTS[0]!);
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Dashboard');
    // The products as another station's sync leaves them: the server stores 100 to 150 records a
    // second here, so a listing import's 10,000 would keep it busy for longer than the whole walk.
    await putRecords(page(), { products: shop.products });
    await page().goto(appUrl('/home/'));
    await page().getByText(`Catalogue on this station: 10,000 products in ${CATEGORY_COUNT} categories`).waitFor();

    await page().locator('input[type=file][aria-label="Amazon label files"]').setInputFiles(join(folder, 'amazon-day.pdf'));
    await page().locator('input[type=file][aria-label="Flipkart label files"]').setInputFiles(join(folder, 'flipkart-day.pdf'));
    await mergeLabels(page());
    const result = page().getByRole('region', { name: 'Merged labels' });
    await result.getByText(/order lines recorded/).waitFor({ timeout: 60_000 });
    expect(await result.getByTestId('merged-page-count').textContent()).toBe(`${AMAZON.length + FLIPKART.length} pages`);
    expect(browserErrors).toEqual([]);
  });

  it('takes its screens from the route table, the main ones among them', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/home/', '/activeOrders/', '/products/', '/categories/', '/transactions/', '/health/']),
    );
  });

  it.each(VIEWPORTS)('every screen at $width × $height stays whole', async ({ width, height }) => {
    await page().setViewportSize({ width, height });
    for (const screen of SCREENS) {
      await open(screen.path);
      await expectWhole(screen.title, {
        topBar: screen.title,
        tab: `${screen.title} · ${APP_NAME}`,
        main: screen.title,
      });
    }
    // docs/SPEC.md §2: the top bar names an unknown path 'Label Merger'.
    await open('/no-such-screen/');
    await expectWhole('Not Found', {
      topBar: 'Label Merger',
      tab: `Label Merger · ${APP_NAME}`,
      main: '404 - Not Found',
    });
  });

  it('sees each fault it looks for, planted on a screen', async () => {
    await open('/health/');
    await settled('Health');
    await page().evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML = `
        <div style="width: ${innerWidth + 200}px">Wide</div>
        <button style="position: fixed; top: 0; left: ${innerWidth + 50}px">Past the edge</button>
        <span class="mantine-Badge-label" style="display: inline-block; width: 6px; overflow: hidden">Synced</span>
        <div style="width: 12px; overflow-wrap: anywhere">Quantity</div>
        <table style="width: ${innerWidth + 100}px"><tbody><tr><td>Row</td></tr></tbody></table>
        <p>Oops! Something went wrong</p>`;
      document.querySelector('main')?.append(planted);
      const title = document.querySelector('header h1');
      if (title) title.textContent = 'Health of the server, the sync and this station, checked one by one';
    });
    const faults = await screenFaults(page());
    await page().reload();
    expect(faults).toEqual({
      heading: {
        topBar: 'Health of the server, the sync and this station, checked one by one',
        tab: `Health · ${APP_NAME}`,
        main: 'Health',
      },
      pageOverflowPx: 216,
      widerThanWindow: ['div "Wide" 216px past', 'button "Past the edge" 102px past', 'table "Row" 116px past'],
      offScreen: ['button "Past the edge"'],
      cutToALetter: [
        'h1.mantine-Title-root "Health of the server, the sync and this"',
        'span.mantine-Badge-label "Synced"',
        'div "Quantity"',
      ],
      tablesPastEdge: ['table "Row" 116px past'],
      crashed: true,
    });
  });
});
