// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportingErrorBoundary } from '../../../src/app/ReportingErrorBoundary';
import { tableOfCollection } from '../../../src/db/collections';
import { localDatabase } from '../../../src/db/localDatabase';
import { UNREADABLE_RECORD_TAG } from '../../../src/db/readableRows';
import { readRecord } from '../../../src/domain/recordShapes/records';
import { SYNCED_COLLECTIONS, type SyncedCollection } from '../../../src/domain/records';
import { ActiveOrdersScreen } from '../../../src/pages/activeOrders/ActiveOrdersScreen';
import { CategoriesPage } from '../../../src/pages/categories/CategoriesPage';
import { OperationHistory } from '../../../src/pages/categories/OperationHistory';
import { DashboardPage } from '../../../src/pages/dashboard/DashboardPage';
import { LabelMergerPage } from '../../../src/pages/labelMerger/LabelMergerPage';
import { OrderAnalyticsPage } from '../../../src/pages/orderAnalytics/OrderAnalyticsPage';
import { ProductsScreen } from '../../../src/pages/products/ProductsScreen';
import { StoragePage } from '../../../src/pages/storage/StoragePage';
import { TransactionsPage } from '../../../src/pages/transactions/TransactionsPage';
import { SOUND, malformedRecords, type MalformedRecord } from '../../support/malformedShapes';
import { renderInApp } from '../../support/renderApp';
import { freshStation } from '../../support/stationData';
import { laidOutViewport } from '../../support/laidOutViewport';

/*
 * docs/SPEC.md §18: records the station already holds (from an older version, or stored before the
 * server refused such shapes) lack a field, hold null or another type. Every screen still shows
 * its sound records, skips the others and reports each one it skipped in the station's monitoring
 * errors, instead of the crash screen. Today is 10 March 2025; every record is of today.
 */

const TODAY = '2025-03-10';
const CRASH = 'Oops! Something went wrong';
const db = localDatabase();
const category = { ...SOUND.categories(TODAY), name: 'Sound category' };

laidOutViewport();

/** Movements are read per category: every one (but those about its category) is the sound category's. */
function ofSoundCategory({ collection, shape, record }: MalformedRecord): MalformedRecord {
  if (collection !== 'stock_movements' || shape.startsWith('categoryId')) return { collection, shape, record };
  return { collection, shape, record: { ...record, categoryId: category.id } };
}

let malformed: MalformedRecord[] = [];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 10, 10, 0));
  await freshStation();
  malformed = SYNCED_COLLECTIONS.flatMap((collection) => malformedRecords(collection, TODAY)).map(ofSoundCategory);
  const sound = SYNCED_COLLECTIONS.map((collection) => ({
    collection,
    shape: 'sound',
    record: collection === 'categories' ? category : { ...SOUND[collection](TODAY), categoryId: category.id },
  }));
  for (const collection of SYNCED_COLLECTIONS) {
    const rows = [...sound, ...malformed].filter((entry) => entry.collection === collection).map((entry) => entry.record);
    await db.table(tableOfCollection(collection)).bulkPut(rows);
  }
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function reportedIds(collection: SyncedCollection): Promise<string[]> {
  const errors = await db.monitoringErrors.toArray();
  return errors
    .filter((error) => error.tags.includes(UNREADABLE_RECORD_TAG) && error.tags.includes(collection))
    .map((error) => /\(([^)]*)\)/.exec(error.message)?.[1] ?? '');
}

/** A screen, the collections it reads, and what it shows of the sound records once it has read them. */
const SCREENS: [string, () => ReactNode, SyncedCollection[], () => Promise<unknown>][] = [
  [
    'Dashboard',
    () => <DashboardPage />,
    // The dashboard reads merge batches only back to the latest it can read (the last test).
    ['order_lines', 'products', 'categories', 'packing_marks'],
    () => screen.findByRole('region', { name: 'Orders today' }),
  ],
  [
    'Active Orders',
    () => <ActiveOrdersScreen packer="packer@example.com" today={TODAY} />,
    ['order_lines', 'products', 'categories', 'merge_batches', 'packing_marks', 'files'],
    () => screen.findByTestId('figure-Total Orders'),
  ],
  ['Categories', () => <CategoriesPage />, ['categories'], () => screen.findAllByText('Sound category')],
  [
    "A category's history",
    () => <OperationHistory categoryId={category.id} />,
    ['stock_movements'],
    () => screen.findAllByText('count'),
  ],
  ['Products', () => <ProductsScreen screen="all" />, ['products', 'categories'], () => screen.findAllByText('Chandan powder')],
  ['Storage', () => <StoragePage />, ['files'], () => screen.findAllByText('labels.pdf')],
  [
    'Transactions',
    () => <TransactionsPage />,
    ['transactions', 'products', 'categories'],
    () => screen.findByText('Imported data: 10/03/2025 to 10/03/2025'),
  ],
  [
    'Order Analytics',
    () => <OrderAnalyticsPage />,
    ['order_lines', 'products', 'categories'],
    () => screen.findAllByText('KAUDI-11'),
  ],
  ['Label Merger', () => <LabelMergerPage />, ['products', 'categories'], () => screen.findAllByRole('button')],
];

/** The malformed records of `collection` that the station cannot read. */
const unreadable = (collection: SyncedCollection) =>
  malformed.filter((entry) => entry.collection === collection && !readRecord(collection, entry.record).ok);

describe('screens over records they cannot read', () => {
  it.each(SCREENS)(
    '%s shows, and reports every record it skipped',
    async (_name, ui, collections, shown) => {
      renderInApp(<ReportingErrorBoundary>{ui()}</ReportingErrorBoundary>);
      for (const collection of collections) {
        // A record without its day, or a movement without its category, is in no index a screen reads by.
        const read = unreadable(collection).filter(({ shape }) => !/^(date|categoryId) /.test(shape));
        expect(read.length).toBeGreaterThan(0);
        await waitFor(
          async () => {
            const reported = new Set(await reportedIds(collection));
            expect(read.filter(({ record }) => !reported.has(record.id)).map(({ shape }) => `${collection}: ${shape}`)).toEqual(
              [],
            );
          },
          { timeout: 20_000 },
        );
      }
      await shown();
      expect(screen.queryByText(CRASH)).toBeNull();
    },
    60_000,
  );

  it("reports the station's merge batch without platformCounts and transaction without status by their ids", async () => {
    const batch = malformed.find((entry) => entry.collection === 'merge_batches' && entry.shape === 'platformCounts missing');
    const transaction = malformed.find((entry) => entry.collection === 'transactions' && entry.shape === 'data.status missing');
    // The latest merge, which the dashboard shows first.
    await db.mergeBatches.update(batch?.record.id ?? '', { createdAt: '2025-03-10T09:59:00.000Z' });
    renderInApp(
      <ReportingErrorBoundary>
        <DashboardPage />
        <TransactionsPage />
      </ReportingErrorBoundary>,
    );
    await waitFor(async () => expect(await reportedIds('merge_batches')).toContain(batch?.record.id));
    await waitFor(async () => expect(await reportedIds('transactions')).toContain(transaction?.record.id));
    const messages = (await db.monitoringErrors.toArray()).map((error) => error.message);
    expect(messages).toContain(
      `Skipped a merge_batches record this station cannot read (${batch?.record.id}): platformCounts missing or malformed`,
    );
    expect(screen.queryByText(CRASH)).toBeNull();
    expect((await screen.findByRole('region', { name: 'Last merge' })).textContent).toContain('by packer@example.com');
  }, 60_000);
});
