// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { CategoriesPage } from '../../../../src/pages/categories/CategoriesPage';
import { renderInApp } from '../../../support/renderApp';
import { freshStation, stockedCategory } from '../../../support/stationData';

/**
 * docs/SPEC.md §12: every number field on the Categories & Inventory screen takes exactly what was
 * typed or refuses it with its rule's message; none rewrites it (`0` added 1, `-5` added 5, `2.5`
 * added 25, a threshold `2.5` was saved as 25, a cost `-5` became 0, `abc` empty, `12.345` 12.34).
 */

beforeEach(freshStation);
afterEach(cleanup);

const db = () => localDatabase();
const QUANTITY_PROBLEM = 'Quantity must be a whole number above 0';

async function openCategory(name: string): Promise<HTMLElement> {
  fireEvent.click(await within(await screen.findByRole('table', { name: 'Categories' })).findByRole('button', { name }));
  return screen.findByRole('region', { name: `Category ${name}` });
}

/** Types `text` into an emptied field as a user would, then presses the form's button. */
async function typeAndPress(form: HTMLElement, label: string | RegExp, text: string, button: string): Promise<void> {
  const user = userEvent.setup();
  const field = within(form).getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
  await user.click(within(form).getByRole('button', { name: button }));
}

async function chandanDetails(): Promise<{ details: HTMLElement; id: string }> {
  const chandan = stockedCategory('Chandan', 12);
  await db().categories.bulkPut([chandan, stockedCategory('Kaudi', 3)]);
  renderInApp(<CategoriesPage />, '/categories/');
  return { details: await openCategory('Chandan'), id: chandan.id };
}

describe('number fields on the Categories & Inventory screen', () => {
  it.each(['0', '-5', '2.5', 'abc'])('refuses an adjust-stock quantity of %s, keeping what was typed', async (typed) => {
    const { details } = await chandanDetails();
    const form = within(details).getByRole('form', { name: 'Adjust stock' });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Stock count' } });
    await typeAndPress(form, 'Quantity', typed, 'Add stock');
    expect(await within(form).findByText(QUANTITY_PROBLEM)).toBeTruthy();
    expect((within(form).getByLabelText('Quantity') as HTMLInputElement).value).toBe(typed);
    expect(await db().stockMovements.count()).toBe(0);
    expect(await db().outbox.count()).toBe(0);
  });

  it('adds exactly the quantity typed', async () => {
    const { details } = await chandanDetails();
    const form = within(details).getByRole('form', { name: 'Adjust stock' });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Stock count' } });
    await typeAndPress(form, 'Quantity', '7', 'Add stock');
    await expect.poll(async () => (await db().stockMovements.toArray()).map((movement) => movement.quantity)).toEqual([7]);
  });

  it.each(['0', '-5', '2.5', 'abc'])('refuses a transfer quantity of %s, keeping what was typed', async (typed) => {
    const { details } = await chandanDetails();
    const form = within(details).getByRole('form', { name: 'Transfer' });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Transfer to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kaudi', hidden: true }));
    await typeAndPress(form, 'Quantity', typed, 'Transfer stock');
    expect(await within(form).findByText(QUANTITY_PROBLEM)).toBeTruthy();
    expect((within(form).getByLabelText('Quantity') as HTMLInputElement).value).toBe(typed);
    expect(await db().stockMovements.count()).toBe(0);
  });

  it.each(['2.5', 'abc', '12.345'])('refuses a threshold of %s and saves nothing', async (typed) => {
    const { details, id } = await chandanDetails();
    const form = within(details).getByRole('form', { name: 'Threshold' });
    await typeAndPress(form, /^Low-stock threshold/, typed, 'Save threshold');
    expect(await within(form).findByText('Threshold must be a whole number')).toBeTruthy();
    expect((within(form).getByLabelText(/^Low-stock threshold/) as HTMLInputElement).value).toBe(typed);
    expect((await db().categories.get(id))?.inventory?.lowStockThreshold).toBe(5);
    expect(await db().outbox.count()).toBe(0);
  });

  it.each([
    ['12', 12],
    // The specification raises a threshold below the minimum of 1 to 1; the field then shows it.
    ['0', 1],
    ['-5', 1],
  ])('saves a threshold of %s as %s', async (typed, saved) => {
    const { details, id } = await chandanDetails();
    const form = within(details).getByRole('form', { name: 'Threshold' });
    await typeAndPress(form, /^Low-stock threshold/, typed, 'Save threshold');
    await expect.poll(async () => (await db().categories.get(id))?.inventory?.lowStockThreshold).toBe(saved);
    await expect.poll(() => (within(form).getByLabelText(/^Low-stock threshold/) as HTMLInputElement).value).toBe(String(saved));
  });

  it.each([
    ['-5', 'Cost price must be a number of 0 or more, or empty'],
    ['abc', 'Cost price must be a number of 0 or more, or empty'],
    ['12.345', 'Amounts have at most 2 decimals (paise)'],
  ])('refuses a category cost price of %s with its rule', async (typed, message) => {
    renderInApp(<CategoriesPage />, '/categories/');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Gomti Chakra' } });
    await typeAndPress(dialog, /^Cost price/, typed, 'Create category');
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Cost price/) as HTMLInputElement).value).toBe(typed);
    expect(await db().categories.count()).toBe(0);
  });

  it.each([
    ['0', 0],
    ['2.5', 2.5],
    ['12.34', 12.34],
    ['', null],
  ])('saves a category cost price typed as %j as %s', async (typed, saved) => {
    const chandan = stockedCategory('Chandan', 12, 5, { costPrice: 40 });
    await db().categories.put(chandan);
    renderInApp(<CategoriesPage />, '/categories/');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Chandan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chandan' });
    const user = userEvent.setup();
    await user.clear(within(dialog).getByLabelText(/^Cost price/));
    if (typed) await user.type(within(dialog).getByLabelText(/^Cost price/), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(async () => (await db().categories.get(chandan.id))?.costPrice).toBe(saved);
  });
});
