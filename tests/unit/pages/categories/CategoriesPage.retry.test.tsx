// @vitest-environment jsdom
import { File } from 'node:buffer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { CategoriesPage } from '../../../../src/pages/categories/CategoriesPage';
import { failWrites } from '../../../support/failingWrites';
import { renderInApp } from '../../../support/renderApp';
import { freshStation, stockedCategory } from '../../../support/stationData';

/** A failed attempt's message goes when the next attempt starts, and comes back only if that one fails too. */

beforeEach(freshStation);
afterEach(cleanup);

const db = () => localDatabase();

function change(label: string | RegExp, value: string, container: HTMLElement): void {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

describe('the category forms after a failed save', () => {
  it('creates the category on the next attempt; typing or submitting again clears the old failure', async () => {
    renderInApp(<CategoriesPage />, '/categories/');
    const stop = failWrites(db(), 'The disk is full');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    change(/^Name/, 'Gomti', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create category: The disk is full');

    change('Tag', 'puja', dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await within(dialog).findByRole('alert');
    // A submit the name check refuses is an attempt too: the write's failure goes, the field says why.
    change(/^Name/, '', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());

    stop();
    change(/^Name/, 'Gomti', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await db().categories.toArray()).map((entry) => [entry.name, entry.tag])).toEqual([['Gomti', 'puja']]);
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    expect(within(await screen.findByRole('dialog', { name: 'New category' })).queryByRole('alert')).toBeNull();
  });

  it('saves an edit on the next attempt, without the old failure', async () => {
    const kaudi = stockedCategory('Kaudi', 3);
    await db().categories.put(kaudi);
    renderInApp(<CategoriesPage />, '/categories/');
    const stop = failWrites(db(), 'The disk is full');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kaudi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Kaudi' });
    change('Tag', 'shells', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update category: The disk is full');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    stop();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Kaudi' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Kaudi' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    change('Tag', 'shells', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await db().categories.get(kaudi.id))?.tag).toBe('shells'));
  });
});

describe('the categories CSV import after a failed import', () => {
  const csvFile = (text: string) => new File([text], 'categories.csv', { type: 'text/csv' });

  it('drops the failure when another file is chosen, and imports that one', async () => {
    renderInApp(<CategoriesPage />, '/categories/');
    const section = await screen.findByRole('region', { name: 'Import and export categories' });
    const choose = (text: string) =>
      fireEvent.change(within(section).getByLabelText('Import categories CSV'), { target: { files: [csvFile(text)] } });
    choose('name,description,tag,costPrice\nCamphor,Bhimseni,puja,30\n');
    await within(section).findByText('1 to create, 0 to update, 0 skipped.');
    const stop = failWrites(db(), 'The disk is full');
    fireEvent.click(within(section).getByRole('button', { name: 'Import 1 category' }));
    const failure = 'Failed to import categories: The disk is full';
    await within(section).findByText(failure);

    stop();
    choose('name,description,tag,costPrice\nGuggal,Resin,puja,12\n');
    await waitFor(() => expect(within(section).queryByText(failure)).toBeNull());
    fireEvent.click(await within(section).findByRole('button', { name: 'Import 1 category' }));
    await within(section).findByText('1 created, 0 updated, 0 skipped.');
    expect(within(section).queryByText(failure)).toBeNull();
    expect((await db().categories.toArray()).map((entry) => entry.name)).toEqual(['Guggal']);
  });
});
