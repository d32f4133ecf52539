/**
 * `npm run bench` (orders part): `orders.active_orders_render_1000` is the time from rendering the
 * Active Orders screen to its figures and first order lines being on screen, for a day of 1,000
 * orders (1,400 lines over 40 categories and 134 SKUs, half of them packed), with the 29 days
 * before it holding 1,000 orders each for the 30-day chart. React renders into jsdom (not a
 * browser: no layout or paint), the local database is fake-indexeddb, so the figure covers the
 * screen's reads, its figures and React's work. The best of a few runs, each a fresh mount.
 */
import 'fake-indexeddb/auto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { sized } from './support/scale';

/** jsdom ships no types; the bench needs only its window. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis };
};

const TODAY = '2025-03-31';
const ORDERS_PER_DAY = sized(1_000, 20);
const DAYS = sized(30, 3);
const CATEGORIES = 40;
const ROUNDS = sized(5, 1);

/** A browser-like global scope for React and Mantine; jsdom lays nothing out, so sizes are stood in. */
function installDom(): void {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
  const scope = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in scope) continue;
    scope[key] = (dom.window as unknown as Record<string, unknown>)[key];
  }
  scope.window = dom.window;
  scope.document = dom.window.document;
  Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
  dom.window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as never;
  dom.window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  scope.ResizeObserver = dom.window.ResizeObserver;
  // jsdom lays nothing out, so the chart has no size and says so on every render.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  };
  dom.window.HTMLElement.prototype.scrollIntoView = () => undefined;
  for (const name of ['clientHeight', 'clientWidth'])
    Object.defineProperty(dom.window.HTMLElement.prototype, name, { configurable: true, get: () => 600 });
}

/** Deterministic, so every run measures the same days. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Resolves once `ready` holds, looking after each turn of the event loop (about a millisecond). */
async function until(ready: () => boolean, timeoutMs = 60_000): Promise<void> {
  const start = performance.now();
  while (!ready()) {
    if (performance.now() - start > timeoutMs) throw new Error('The screen did not show the day in time');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

async function main(): Promise<void> {
  // React as the station runs it: the production build (read when react is first imported).
  process.env.NODE_ENV = 'production';
  installDom();
  const [{ createRoot }, { MantineProvider }, { MemoryRouter }, React] = await Promise.all([
    import('react-dom/client'),
    import('@mantine/core'),
    import('react-router-dom'),
    import('react'),
  ]);
  const { theme } = await import('../../src/app/theme');
  const { ActiveOrdersScreen } = await import('../../src/pages/activeOrders/ActiveOrdersScreen');
  const { localDatabase } = await import('../../src/db/localDatabase');
  const { saveRecords } = await import('../../src/db/writes');
  const { REFERENCE_SKUS } = await import('../../src/domain/catalogue/referenceTable');
  const { addDays } = await import('../../src/domain/orders/dayKeys');
  const { packingMarkId } = await import('../../src/domain/orders/parcels');
  const { category, orderLine, product } = await import('../unit/db/fixtures');

  const next = random(20250331);
  const categories = Array.from({ length: CATEGORIES }, (_, at) => category({ name: `Category ${at}`, costPrice: 20 + at }));
  const products = REFERENCE_SKUS.map((reference, at) =>
    product({
      sku: reference.sku,
      name: reference.description.slice(0, 60),
      sellingPrice: Math.round(reference.costPrice * 200) / 100,
      categoryId: categories[at % CATEGORIES]!.id,
    }),
  );
  const lines = [];
  for (let day = 0; day < DAYS; day++) {
    const date = addDays(TODAY, -day);
    for (let order = 0; order < ORDERS_PER_DAY; order++) {
      const count = next() < 0.7 ? 1 : next() < 0.8 ? 2 : 3;
      for (let item = 0; item < count; item++) {
        const at = Math.floor(next() * products.length);
        const chosen = products[at]!;
        lines.push(
          orderLine({
            date,
            type: 'amazon',
            orderId: `${date}-${order}`,
            sku: `${chosen.sku}${item > 0 ? `-${item}` : ''}`,
            name: chosen.name,
            quantity: next() < 0.9 ? '1' : '2',
            categoryId: chosen.categoryId,
            category: 'x',
            awb: '',
            batchId: order < 500 ? 'morning' : 'noon',
          }),
        );
      }
    }
  }
  const todayLines = lines.filter((line) => line.date === TODAY);
  const marks = todayLines
    .filter((_, at) => at % 2 === 0)
    .map((line) => {
      const parcel = { platform: line.type, orderId: line.orderId, awb: line.awb, date: line.date };
      return {
        id: packingMarkId(parcel),
        updated: '',
        deleted: false,
        ...parcel,
        packedBy: 'bench',
        packedAt: new Date().toISOString(),
      };
    });
  const db = localDatabase();
  await saveRecords(db, 'categories', categories);
  await saveRecords(db, 'products', products);
  for (let at = 0; at < lines.length; at += 2_000) await saveRecords(db, 'orderLines', lines.slice(at, at + 2_000));
  await db.packingMarks.bulkPut(marks);
  await db.outbox.clear();

  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const start = performance.now();
    root.render(
      React.createElement(
        MantineProvider,
        { theme },
        React.createElement(
          MemoryRouter,
          null,
          React.createElement(ActiveOrdersScreen, { packer: 'bench@example.com', today: TODAY }),
        ),
      ),
    );
    const figure = () => container.querySelector('[data-testid="figure-Total Orders"]');
    // The figures, the first order lines and the packing count are all on screen.
    await until(
      () =>
        figure() !== null &&
        container.querySelector('tr[data-order-id]') !== null &&
        /^Packed \d/.test(container.querySelector('[data-testid="packed-count"]')?.textContent ?? ''),
    );
    timings.push(performance.now() - start);
    const shown = figure()?.textContent;
    const expected = ORDERS_PER_DAY.toLocaleString('en-IN');
    if (shown !== expected) throw new Error(`The screen shows ${shown} orders, not ${expected}`);
    root.unmount();
    container.remove();
  }
  console.error(
    `# ${todayLines.length} lines today, ${lines.length} in 30 days; runs ${timings.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  console.log(`bench orders.active_orders_render_1000 ${Math.min(...timings).toFixed(0)} ms`);
  await db.delete();
  process.exit(0);
}

await main();
