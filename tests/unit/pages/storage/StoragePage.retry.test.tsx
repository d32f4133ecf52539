// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { StoragePage } from '../../../../src/pages/storage/StoragePage';
import { authStore } from '../../../../src/stores/useAuth';
import { failWrites } from '../../../support/failingWrites';
import { renderInApp } from '../../../support/renderApp';
import { freshStation } from '../../../support/stationData';
import { storedFile } from '../../db/fixtures';

/** A failed attempt's message goes when the next attempt starts, and comes back only if that one fails too. */

beforeEach(freshStation);
afterEach(cleanup);

function signedInAs(role: 'user' | 'admin'): void {
  const user = authStore.getState().user;
  if (user) authStore.setState({ user: { ...user, role } });
}

const merged = storedFile({ name: 'merged.pdf', day: '2026-11-24', kind: 'other', uploaded: true, blob: null, size: 1024 });

describe('Storage Management after a failed attempt', () => {
  it('deletes on the next attempt, and a dialog opened again starts without the old failure', async () => {
    signedInAs('admin');
    await localDatabase().files.put(merged);
    renderInApp(<StoragePage />, '/storage-management/');
    const stop = failWrites(localDatabase(), 'The disk is full');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete merged.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The disk is full');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete merged.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    stop();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('merged.pdf')).toBeNull());
    expect((await localDatabase().files.get(merged.id))?.deleted).toBe(true);
  });

  it('shows only the failure of the latest save of a file, and none once a save succeeds', async () => {
    signedInAs('user');
    await localDatabase().files.put(merged);
    renderInApp(<StoragePage />, '/storage-management/');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit merged.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A file needs a name');

    const stop = failWrites(localDatabase(), 'The disk is full');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'labels.pdf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('The disk is full'));
    expect(within(dialog).queryByText('A file needs a name')).toBeNull();

    stop();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('labels.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit labels.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('writes the day, the expiry, the sizes and the counts in Indian formats (docs/SPEC.md §12)', async () => {
    signedInAs('user');
    await localDatabase().files.bulkPut([
      { ...merged, size: 1000.5 * 1024 * 1024, expiresAt: '2026-12-24T10:00:00.000Z' },
      storedFile({ name: 'notes.csv', day: '2026-11-24', uploaded: true, blob: null, size: 1023 }),
    ]);
    renderInApp(<StoragePage />, '/storage-management/');
    const day = await screen.findByRole('region', { name: 'Files of 24/11/2026' });
    expect(within(day).getByRole('heading').textContent).toBe('24/11/2026');
    expect(within(day).getByText('1,000.5 MB')).toBeTruthy();
    expect(within(day).getByText('1,023 bytes')).toBeTruthy();
    // This test's station is on UTC.
    expect(within(day).getByText('expires 24/12/2026')).toBeTruthy();
    expect(screen.getByText('1,000.5 MB', { selector: 'p' }).closest('div')?.textContent).toContain('Total size');
  });
});
