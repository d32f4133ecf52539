// @vitest-environment jsdom
import { cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { StoragePage } from '../../../../src/pages/storage/StoragePage';
import { closePdfViewer, usePdfViewerSource } from '../../../../src/stores/pdfViewer';
import { authStore } from '../../../../src/stores/useAuth';
import { renderInApp } from '../../../support/renderApp';
import { freshStation } from '../../../support/stationData';
import { storedFile } from '../../db/fixtures';

/** The Storage Management screen (docs/SPEC.md §15) on the station's database. */

beforeEach(freshStation);
afterEach(() => {
  cleanup();
  closePdfViewer();
});

function signedInAs(role: 'user' | 'admin'): void {
  const user = authStore.getState().user;
  if (user) authStore.setState({ user: { ...user, role } });
}

async function seed(): Promise<void> {
  await localDatabase().files.bulkPut([
    storedFile({ name: 'flipkart.pdf', day: '2026-11-23', kind: 'marketplace-download', uploaded: true, blob: null, size: 2048 }),
    storedFile({ name: 'merged.pdf', day: '2026-11-24', kind: 'merged-labels', uploaded: true, blob: null, size: 1024 }),
    storedFile({ id: 'offline-pdf-0001', name: 'offline.pdf', day: '2026-11-24', uploaded: false }),
  ]);
  // Its upload is queued, as adding it queues it.
  await localDatabase().outbox.add({
    collection: 'files',
    recordId: 'offline-pdf-0001',
    op: 'upsert',
    payload: {},
    createdAt: '2026-11-24T10:00:00.000Z',
  });
}

describe('the Storage Management screen', () => {
  it('shows the totals, the files by day, the waiting upload, and filters by search and kind', async () => {
    signedInAs('user');
    await seed();
    renderInApp(<StoragePage />, '/storage-management/');
    const days = await screen.findAllByRole('region', { name: /^Files of / });
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual(['Files of 24/11/2026', 'Files of 23/11/2026']);
    expect(screen.getByText('3.0 KB')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Waiting uploads (1)' })).toBeTruthy();
    expect(within(days[0] as HTMLElement).getByText('Waiting')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'FLIP' } });
    await waitFor(() => expect(screen.queryByText('merged.pdf')).toBeNull());
    expect(screen.getByText('flipkart.pdf')).toBeTruthy();
  });

  it('opens a stored PDF or a PDF from this computer in the viewer; other files have no Open', async () => {
    signedInAs('user');
    await seed();
    const notes = storedFile({ name: 'notes.csv', contentType: 'text/csv', day: '2026-11-24' });
    await localDatabase().files.put(notes);
    const viewer = renderHook(() => usePdfViewerSource());
    renderInApp(<StoragePage />, '/storage-management/');
    await screen.findByRole('button', { name: 'Edit notes.csv' });
    expect(screen.queryByRole('button', { name: 'Open notes.csv' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open merged.pdf' }));
    const merged = (await localDatabase().files.toArray()).find((file) => file.name === 'merged.pdf');
    expect(viewer.result.current).toEqual({ kind: 'stored', fileId: merged?.id });

    const picked = new File(['%PDF-1.7'], 'from-disk.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('PDF to open'), { target: { files: [picked] } });
    await waitFor(() => expect(viewer.result.current).toEqual({ kind: 'blob', blob: picked, name: 'from-disk.pdf' }));
    expect(await localDatabase().files.count()).toBe(4);
  });

  it('offers a user editing and download but no delete', async () => {
    signedInAs('user');
    await seed();
    renderInApp(<StoragePage />, '/storage-management/');
    expect(await screen.findByRole('button', { name: 'Edit merged.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download merged.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete merged.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });

  it('lets an admin delete several files after confirming', async () => {
    signedInAs('admin');
    await seed();
    renderInApp(<StoragePage />, '/storage-management/');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select merged.pdf' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select flipkart.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 files' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByText('merged.pdf')).toBeNull();
      expect(screen.queryByText('flipkart.pdf')).toBeNull();
    });
    const deleted = (await localDatabase().files.toArray()).filter((file) => file.deleted).map((file) => file.name);
    expect(deleted.sort()).toEqual(['flipkart.pdf', 'merged.pdf']);
  });

  it('edits a file’s description', async () => {
    signedInAs('user');
    await seed();
    renderInApp(<StoragePage />, '/storage-management/');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit merged.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'for the packer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('for the packer')).toBeTruthy();
  });

  it('sends only the description a user changed on another user’s merged labels, whose expiry they cannot change', async () => {
    signedInAs('user');
    const expiresAt = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
    const theirs = storedFile({
      name: 'theirs.pdf',
      kind: 'merged-labels',
      uploaded: true,
      blob: null,
      uploadedBy: 'boss@example.com',
      expiresAt,
    });
    await localDatabase().files.put(theirs);
    renderInApp(<StoragePage />, '/storage-management/');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit theirs.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    const expiry = within(dialog).getByRole('switch', { name: /Delete it after a number of days/ });
    expect([(expiry as HTMLInputElement).checked, (expiry as HTMLInputElement).disabled]).toEqual([true, true]);
    expect(within(dialog).getByText('Only the uploader or an admin changes when it is deleted')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'for the packer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('for the packer');
    const [entry] = await localDatabase().outbox.where('recordId').equals(theirs.id).toArray();
    expect(entry?.payload).toEqual({ description: 'for the packer' });
  });

  it('keeps merged labels expiring: their uploader changes the days but cannot turn the expiry off', async () => {
    signedInAs('user');
    const own = storedFile({ name: 'own.pdf', kind: 'merged-labels', uploaded: false, expiresAt: new Date().toISOString() });
    await localDatabase().files.put(own);
    renderInApp(<StoragePage />, '/storage-management/');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit own.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    const expiry = within(dialog).getByRole('switch', { name: /Delete it after a number of days/ }) as HTMLInputElement;
    expect([expiry.checked, expiry.disabled]).toEqual([true, true]);
    fireEvent.change(within(dialog).getByLabelText('Days to keep (1 to 365)'), { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await localDatabase().files.get(own.id))?.expiresAt).not.toBe(own.expiresAt));
    const days = (Date.parse((await localDatabase().files.get(own.id))?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
  });

  it('adds several dropped files as waiting uploads', async () => {
    signedInAs('user');
    renderInApp(<StoragePage />, '/storage-management/');
    const zone = await screen.findByTestId('file-drop-zone');
    const files = [
      new File(['%PDF-1.7\n'], 'a.pdf', { type: 'application/pdf' }),
      new File(['x,y\n'], 'b.csv', { type: 'text/csv' }),
    ];
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(await screen.findByRole('region', { name: 'Waiting uploads (2)' })).toBeTruthy();
    const stored = await localDatabase().files.toArray();
    expect(stored.map((file) => [file.name, file.uploaded]).sort()).toEqual([
      ['a.pdf', false],
      ['b.csv', false],
    ]);
  });

  it('says why the server refused a file instead of waiting for ever, and removes it once confirmed', async () => {
    signedInAs('user');
    await seed();
    await localDatabase().files.put(
      storedFile({ id: 'too-large-0001', name: 'too-large.pdf', day: '2026-11-24', uploaded: false }),
    );
    await localDatabase().refusedChanges.add({
      collection: 'files',
      recordId: 'too-large-0001',
      op: 'upsert',
      payload: {},
      status: 400,
      message: 'file: the maximum allowed file size is 52428800 bytes',
      refusedAt: '2026-11-24T10:00:00.000Z',
    });
    renderInApp(<StoragePage />, '/storage-management/');
    const waiting = await screen.findByRole('region', { name: 'Waiting uploads (2)' });
    await within(waiting).findByText(/too-large\.pdf · .* · not uploaded: file: the maximum allowed file size is 52428800 bytes/);
    expect(within(waiting).getByText(/offline\.pdf · .* · waiting for the server/)).toBeTruthy();

    fireEvent.click(within(waiting).getByRole('button', { name: 'Remove too-large.pdf from this station' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Remove too-large.pdf?' })).getByRole('button', { name: 'Remove' }));
    await screen.findByRole('region', { name: 'Waiting uploads (1)' });
    expect(await localDatabase().files.get('too-large-0001')).toBeUndefined();
    expect(await localDatabase().files.get('offline-pdf-0001')).toBeTruthy();
  });
});
