// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../../../src/db/database';
import { saveRecords } from '../../../../../src/db/writes';
import { ImportListingsButton } from '../../../../../src/pages/products/import/ImportListingsButton';
import { createListingImportStore } from '../../../../../src/stores/listingImport';
import { inProcessImportEngine } from '../../../../../workers/import/parseListing';
import { freshDatabase, product } from '../../../db/fixtures';
import { LISTING_FIXTURES, type ListingFixtureName } from '../../../../fixtures/listings/listingFixtures';
import { failWrites } from '../../../../support/failingWrites';
import { renderInApp } from '../../../../support/renderApp';

let db: AppDatabase;

beforeEach(() => {
  db = freshDatabase();
});

afterEach(async () => {
  cleanup();
  await db.delete();
});

/** jsdom's File cannot give its bytes (no arrayBuffer); Node's can, as a browser's does. */
function fileOf(bytes: Uint8Array | string, name: string): File {
  return new NodeFile([bytes], name) as unknown as File;
}

const fixtureFile = (name: ListingFixtureName) => fileOf(LISTING_FIXTURES[name](), name);

function openDialog(
  onImported = vi.fn(),
  store = createListingImportStore({ engine: inProcessImportEngine, database: () => db }),
) {
  renderInApp(<ImportListingsButton store={store} onImported={onImported} />, '/products/');
  fireEvent.click(screen.getByRole('button', { name: 'Import listings' }));
  return onImported;
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Listing file'), { target: { files: [file] } });
const figure = (label: string) => screen.getByLabelText(label).textContent;

describe('listing import dialog', () => {
  it('previews an Amazon report, then confirming writes it in one go and shows the summary', async () => {
    const onImported = openDialog();
    pick(fixtureFile('amazon-windows1252.txt'));

    await screen.findByRole('table', { name: 'Row notes' });
    expect([figure('Rows read'), figure('To create'), figure('To update'), figure('Skipped')]).toEqual(['4', '3', '0', '1']);
    const notes = within(screen.getByRole('table', { name: 'Row notes' }));
    expect(notes.getByText("No SKU: 'seller-sku' is empty")).toBeTruthy();
    expect(notes.getByText("Price 'N/A' is not a number: imported as 0")).toBeTruthy();
    expect(await db.products.count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect((await screen.findByRole('status')).textContent).toContain('3 created, 0 updated.');
    expect((await db.products.toArray()).map((row) => row.name).sort()).toEqual([
      '12" Shri Yantra Frame',
      'Gomti Chakra 11 pcs – 2 × 2 cm, Décor',
      'Labdhi Ashtagandha Chandan Tilak Paste – Pack of 2',
    ]);
    expect(await db.outbox.count()).toBe(3);
    expect(onImported).toHaveBeenCalledOnce();
    const [outcome] = onImported.mock.calls[0] ?? [];
    expect(outcome).toMatchObject({ platform: 'amazon', summary: { created: 3, updated: 0 }, updateExisting: false });
    expect(outcome.products.map((row: { sku: string }) => row.sku)).toEqual(['6L-BCRX-3KUF', 'SS-GOMTI-011', 'SS-YANTRA-12']);
  });

  it('writes nothing when cancelled after the preview', async () => {
    const onImported = openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Flipkart' }));
    pick(fixtureFile('flipkart.xls'));
    await waitFor(() => expect(figure('To create')).toBe('3'));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm import' })).toBeNull());
    expect(await db.products.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('counts existing products as skipped, and updates them when asked', async () => {
    await saveRecords(db, 'products', [product({ sku: 'SSHF001001', platform: 'flipkart', sellingPrice: 120 })]);
    openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Flipkart' }));
    pick(fixtureFile('flipkart.xlsx'));
    await waitFor(() => expect(figure('To create')).toBe('2'));
    expect(figure('Skipped')).toBe('3');
    expect(screen.getByText(/1 already in the catalogue, left alone/)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: /Update existing products/ }));
    await waitFor(() => expect(figure('To update')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect((await screen.findByRole('status')).textContent).toContain('2 created, 1 updated.');
    const updated = await db.products.where('[sku+platform]').equals(['SSHF001001', 'flipkart']).first();
    expect(updated?.sellingPrice).toBe(149);
  });

  it('shows the expected columns for a wrong file and the spec message for an unsupported one', async () => {
    openDialog();
    pick(fixtureFile('amazon-wrong-columns.txt'));
    expect((await screen.findByRole('alert')).textContent).toContain("expected 'seller-sku', 'item-name', 'price'");

    pick(fixtureFile('amazon-junk.txt'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Unsupported file format'));

    pick(fileOf('a,b', 'listing.csv'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Unsupported file format'));

    pick(fixtureFile('amazon-empty.txt'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('File is empty'));
    expect(screen.getByRole('button', { name: 'Confirm import' }).hasAttribute('disabled')).toBe(true);
  });

  it('says which tab a file of the other marketplace belongs to', async () => {
    openDialog();
    pick(fixtureFile('flipkart.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Unsupported file format: 'flipkart.xlsx' is a Flipkart listing file. Choose the Flipkart tab to import it.",
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Flipkart' }));
    pick(fixtureFile('amazon-utf8.txt'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Unsupported file format: 'amazon-utf8.txt' is an Amazon listing file. Choose the Amazon tab to import it.",
    );
  });

  it("falls back to 'Failed to import products' when the engine fails without a message", async () => {
    const store = createListingImportStore({ engine: { parseListing: () => Promise.reject(new Error('')) }, database: () => db });
    renderInApp(<ImportListingsButton store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import listings' }));
    pick(fixtureFile('amazon-utf8.txt'));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to import products');
  });

  it('goes on reading when the user leaves the screen, and shows the preview when the dialog is opened again', async () => {
    const store = createListingImportStore({ engine: inProcessImportEngine, database: () => db });
    openDialog(vi.fn(), store);
    pick(fixtureFile('amazon-windows1252.txt'));
    expect(screen.getByText('Reading the file…')).toBeTruthy();
    cleanup();
    await waitFor(() => expect(store.getState().phase.kind).toBe('preview'));

    openDialog(vi.fn(), store);
    expect(figure('To create')).toBe('3');
    expect(screen.getByText('amazon-windows1252.txt')).toBeTruthy();
  });

  it("drops a failed attempt's message when the next attempt starts: another file, or another choice", async () => {
    openDialog();
    pick(fixtureFile('amazon-wrong-columns.txt'));
    expect((await screen.findByRole('alert')).textContent).toContain("expected 'seller-sku'");
    pick(fixtureFile('amazon-utf8.txt'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(figure('To create')).toBe('3'));

    const stop = failWrites(db, 'The disk is full');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The disk is full');
    stop();
    fireEvent.click(screen.getByRole('switch', { name: /Update existing products/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect((await screen.findByRole('status')).textContent).toContain('3 created, 0 updated.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
