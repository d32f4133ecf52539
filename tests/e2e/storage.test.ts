import { describe, expect, it } from 'vitest';
import type { StoredFile } from '../../src/domain/records';
import { accessibilityViolations, animationsSettled } from './support/axe';
import { expectHeaderTitle, signIn, waitForServiceWorker } from './support/pages';
import { onePagePdf, serverFilesOf } from './support/serverFiles';
import { e2eSession } from './support/session';
import { readTable } from './support/stationDb';

/**
 * Storage Management in Chromium against the real PocketBase (docs/SPEC.md §15): a PDF added offline waits
 * on the station through a reload, and is uploaded once when the network is back; an admin deletes
 * it after a confirmation. axe finds nothing on the screen with files, a waiting upload and its dialogs.
 */

const session = e2eSession();
const page = () => session.page;
const syncStatus = () => page().getByLabel('Sync status');

const serverFiles = serverFilesOf(() => session.stack).list;

async function expectAccessible(where: string): Promise<void> {
  await animationsSettled(page());
  expect.soft(await accessibilityViolations(page()), where).toEqual([]);
}

describe('Storage Management', () => {
  it('keeps a PDF added offline through a reload and uploads it once when the network is back', async () => {
    await page().goto(`${session.stack.appUrl}storage-management/`);
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Storage Management');
    await waitForServiceWorker(page());
    await syncStatus()
      .getByText(/^Synced/)
      .waitFor();

    await session.station.context.setOffline(true);
    await syncStatus().getByText('Offline').waitFor();
    await page()
      .locator('input[aria-label="Files to upload"]')
      .setInputFiles({ name: 'labels-today.pdf', mimeType: 'application/pdf', buffer: await onePagePdf() });
    const waiting = page().getByRole('region', { name: 'Waiting uploads (1)' });
    await waiting.getByText('labels-today.pdf', { exact: false }).waitFor();
    await expectAccessible('storage with a waiting upload');

    await page().reload();
    await expectHeaderTitle(page(), 'Storage Management');
    await waiting.getByText('labels-today.pdf', { exact: false }).waitFor();
    expect(await serverFiles()).toHaveLength(0);

    await session.station.context.setOffline(false);
    await expect.poll(async () => (await serverFiles()).length, { timeout: 30_000 }).toBe(1);
    await waiting.waitFor({ state: 'detached', timeout: 30_000 });
    const [stored] = await serverFiles();
    expect(stored).toMatchObject({ name: 'labels-today.pdf', deleted: false });
    expect(stored?.file).toMatch(/\.pdf$/);
    await expect
      .poll(async () => (await readTable<StoredFile>(page(), 'files')).map((file) => [file.uploaded, file.blob === null]))
      .toEqual([[true, true]]);
    await page().waitForTimeout(2000);
    expect(await serverFiles()).toHaveLength(1);
  });

  it('edits a file and, for an admin, deletes it after a confirmation', async () => {
    await page().getByRole('button', { name: 'Edit labels-today.pdf' }).click();
    const edit = page().getByRole('dialog', { name: 'Edit file' });
    await edit.getByLabel('Description').fill('Morning labels');
    await expectAccessible('storage edit dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page().getByText('Morning labels').waitFor();
    await expect.poll(async () => (await serverFiles())[0]?.description, { timeout: 30_000 }).toBe('Morning labels');

    await page().getByRole('button', { name: 'Delete labels-today.pdf' }).click();
    const confirm = page().getByRole('dialog', { name: 'Delete file' });
    await confirm.getByText('labels-today.pdf').waitFor();
    await expectAccessible('storage delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page().getByText('No files.').waitFor();
    await expect.poll(async () => (await serverFiles())[0]?.deleted, { timeout: 30_000 }).toBe(true);
  });
});
