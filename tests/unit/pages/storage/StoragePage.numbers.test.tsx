// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { StoragePage } from '../../../../src/pages/storage/StoragePage';
import { renderInApp } from '../../../support/renderApp';
import { freshStation } from '../../../support/stationData';
import { storedFile } from '../../db/fixtures';

/** docs/SPEC.md §12: the days a file is kept are taken as typed or refused, never clamped or cut. */

beforeEach(freshStation);
afterEach(cleanup);

const DAYS = 'Days to keep (1 to 365)';

async function editOwnLabels(typed: string) {
  const expiresAt = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
  const own = storedFile({ name: 'own.pdf', kind: 'merged-labels', uploaded: false, expiresAt });
  await localDatabase().files.put(own);
  renderInApp(<StoragePage />, '/storage-management/');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit own.pdf' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit file' });
  const user = userEvent.setup();
  const field = within(dialog).getByLabelText(DAYS) as HTMLInputElement;
  await user.clear(field);
  if (typed) await user.type(field, typed);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { own, dialog, field };
}

describe('the days a stored file is kept', () => {
  it.each(['0', '-5', '2.5', 'abc', '400', ''])('refuses %j days, keeping what was typed', async (typed) => {
    const { own, dialog, field } = await editOwnLabels(typed);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Keep a file from 1 to 365 days');
    expect(field.value).toBe(typed);
    expect((await localDatabase().files.get(own.id))?.expiresAt).toBe(own.expiresAt);
    expect(await localDatabase().outbox.count()).toBe(0);
  });

  it('keeps a file exactly the days typed', async () => {
    const { own } = await editOwnLabels('45');
    await expect.poll(async () => (await localDatabase().files.get(own.id))?.expiresAt).not.toBe(own.expiresAt);
    const days = (Date.parse((await localDatabase().files.get(own.id))?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(45);
  });
});
