import { describe, expect, it } from 'vitest';
import type { StoredFile } from '../../src/domain/records';
import { corruptPdf } from '../fixtures/brokenFixturePdfs';
import { labelFixture } from '../fixtures/labelFixtures';
import { loadNodePdfJs } from '../../workers/labels/pdfjsNode';
import { accessibilityViolations } from './support/axe';
import { expectHeaderTitle, signIn } from './support/pages';
import { onePagePdf, serverFilesOf } from './support/serverFiles';
import { reloadUnderServiceWorker } from './support/serviceWorker';
import { e2eSession } from './support/session';
import { readTable } from './support/stationDb';

/**
 * The PDF viewer in Chromium against the real PocketBase (docs/SPEC.md §15), offline: pdf.js's code and
 * data come from the service worker's precache. A corrupt local file says 'Invalid PDF'; one that
 * forbids changes opens read-only with a note, and its text is found and it zooms; a PDF
 * added offline opens from the station's copy, takes a free-text note and an ink stroke, and its
 * annotated copy is stored beside it; once online both are uploaded, the original's bytes stay on
 * the station while it is open, and pdf.js in Node finds the two annotations in the copy while the
 * original is unchanged.
 */

const session = e2eSession();
const page = () => session.page;
const syncStatus = () => page().getByLabel('Sync status');

const serverFiles = serverFilesOf(() => session.stack);

async function serverBytes(name: string): Promise<Uint8Array> {
  const record = (await serverFiles.list()).find((file) => file.name === name);
  if (!record) throw new Error(`the server has no ${name}`);
  return new Uint8Array(await serverFiles.bytes(record));
}

/** Whether each station file (by name) still has its bytes on the station. */
async function localCopies(): Promise<Record<string, boolean>> {
  const files = await readTable<StoredFile>(page(), 'files');
  return Object.fromEntries(files.map((file) => [file.name, file.blob !== null]));
}

describe('PDF viewer', () => {
  it('says Invalid PDF for a corrupt file from this computer, offline', async () => {
    await page().goto(`${session.stack.appUrl}storage-management/`);
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Storage Management');
    await reloadUnderServiceWorker(page());
    await expectHeaderTitle(page(), 'Storage Management');
    await syncStatus()
      .getByText(/^Synced/)
      .waitFor();
    await session.station.context.setOffline(true);
    await syncStatus().getByText('Offline').waitFor();

    await page()
      .locator('input[aria-label="PDF to open"]')
      .setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from(corruptPdf()) });
    const viewer = page().getByRole('dialog', { name: 'PDF viewer' });
    await viewer.getByRole('alert').getByText('Invalid PDF', { exact: true }).waitFor();
    await viewer.getByRole('button', { name: 'Close the viewer' }).click();
    await viewer.waitFor({ state: 'detached' });
  });

  it('opens a PDF that forbids changes read-only, and finds its text and zooms', async () => {
    await page()
      .locator('input[aria-label="PDF to open"]')
      .setInputFiles({
        name: 'owner-only.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await labelFixture('owner-locked.pdf')),
      });
    const viewer = page().getByRole('dialog', { name: 'PDF viewer: owner-only.pdf' });
    await viewer.getByRole('note').getByText('This file does not allow changes', { exact: false }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Save annotated copy' }).count()).toBe(0);
    expect(await viewer.getByText('Text note', { exact: true }).count()).toBe(0);

    await viewer.getByLabel('Search text').fill('OD1000');
    await viewer.getByRole('button', { name: 'Find' }).click();
    await viewer.locator('.textLayer .highlight').first().waitFor();
    const sheet = viewer.locator('.pdfViewer .page').first();
    const before = (await sheet.boundingBox())?.width ?? 0;
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await sheet.boundingBox())?.width ?? 0).toBeLessThan(before);
    await viewer.getByRole('button', { name: 'Fit width' }).click();
    await expect.poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(Math.round(before));
    await page().keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it('annotates a PDF added offline and stores the annotated copy beside it', async () => {
    const original = await onePagePdf();
    await page()
      .locator('input[aria-label="Files to upload"]')
      .setInputFiles({ name: 'labels-today.pdf', mimeType: 'application/pdf', buffer: original });
    await page().getByRole('button', { name: 'Open labels-today.pdf' }).click();
    const viewer = page().getByRole('dialog', { name: 'PDF viewer: labels-today.pdf' });
    const sheet = viewer.locator('.pdfViewer .page').first();
    await sheet.locator('canvas').waitFor();
    await viewer.locator('.textLayer').getByText('Packer note test').waitFor();
    expect.soft(await accessibilityViolations(page()), 'the viewer').toEqual([]);

    await viewer.getByText('Text note', { exact: true }).click();
    await sheet.locator('.annotationEditorLayer.freetextEditing').waitFor();
    const box = await sheet.boundingBox();
    // At page width the page is taller than the screen: the marks go in its visible top part.
    if (!box) throw new Error('the page is not shown');
    await page().mouse.click(box.x + 200, box.y + 450);
    await page().keyboard.type('Pack two');
    // Escape ends the note (pdf.js) and leaves the viewer open.
    await page().keyboard.press('Escape');
    await viewer.getByText('Draw', { exact: true }).click();
    await sheet.locator('.annotationEditorLayer.inkEditing').waitFor();
    await page().mouse.move(box.x + 500, box.y + 300);
    await page().mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page().mouse.move(box.x + 500 + step * 15, box.y + 300 + step * 8);
    }
    await page().mouse.up();
    await viewer.getByRole('button', { name: 'Close the viewer' }).click();
    const unsaved = page().getByRole('dialog', { name: 'Annotations not saved' });
    await unsaved.getByRole('button', { name: 'Keep annotating' }).click();
    await unsaved.waitFor({ state: 'detached' });
    await viewer.getByRole('button', { name: 'Save annotated copy' }).click();
    await viewer.getByRole('status').getByText('Annotated copy saved as labels-today (annotated).pdf').waitFor();

    // Online with the viewer open: both go up, and the original's bytes stay on the station until it closes.
    await session.station.context.setOffline(false);
    await expect
      .poll(async () => (await serverFiles.list()).map((file) => file.name).sort(), { timeout: 30_000 })
      .toEqual(['labels-today (annotated).pdf', 'labels-today.pdf']);
    await expect
      .poll(localCopies, { timeout: 30_000 })
      .toEqual({ 'labels-today.pdf': true, 'labels-today (annotated).pdf': false });
    await viewer.getByRole('button', { name: 'Close the viewer' }).click();
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(localCopies).toEqual({ 'labels-today.pdf': false, 'labels-today (annotated).pdf': false });
    await page().getByRole('button', { name: 'Open labels-today (annotated).pdf' }).waitFor();

    expect(Buffer.from(await serverBytes('labels-today.pdf')).equals(original)).toBe(true);
    const pdfjs = await loadNodePdfJs();
    const copy = await pdfjs.getDocument({
      data: await serverBytes('labels-today (annotated).pdf'),
      standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/',
    }).promise;
    const annotations = (await (await copy.getPage(1)).getAnnotations()) as { subtype: string }[];
    expect(annotations.map((annotation) => annotation.subtype).sort()).toEqual(['FreeText', 'Ink']);
    await copy.destroy();
  });
});
