// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PdfViewerToolbar } from '../../../../src/components/pdfViewer/PdfViewerToolbar';
import type { PdfViewerSession } from '../../../../src/components/pdfViewer/pdfViewerSession';
import type { ViewerPdf } from '../../../../src/stores/pdfViewerFile';
import { renderInApp } from '../../../support/renderApp';

/** docs/SPEC.md §12: the viewer's page, font size and thickness are applied as typed or refused, never rewritten. */

afterEach(cleanup);

/** A stand-in for the pdf.js session that records what the toolbar asked of it. */
function recordingSession() {
  const calls: [string, number][] = [];
  const session = {
    pageCount: 4,
    readOnly: false,
    eventBus: { on: () => undefined, off: () => undefined },
    goToPage: (page: number) => calls.push(['page', page]),
    setFreeTextSize: (size: number) => calls.push(['font size', size]),
    setInkThickness: (thickness: number) => calls.push(['thickness', thickness]),
    useTool: () => Promise.resolve(),
  } as unknown as PdfViewerSession;
  return { session, calls };
}

const pdf: ViewerPdf = {
  name: 'labels.pdf',
  bytes: new Uint8Array(),
  saveCopy: () => Promise.resolve('labels-annotated.pdf'),
  close: () => Promise.resolve(),
};

async function typeInto(label: string, text: string): Promise<HTMLInputElement> {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label) as HTMLInputElement;
  await user.clear(field);
  await user.type(field, text);
  await user.tab();
  return field;
}

describe('number fields of the PDF viewer toolbar', () => {
  it.each([
    ['0', 'Page must be a whole number from 1 to 4'],
    ['-5', 'Page must be a whole number from 1 to 4'],
    ['2.5', 'Page must be a whole number from 1 to 4'],
    ['abc', 'Page must be a whole number from 1 to 4'],
    ['9', 'Page must be a whole number from 1 to 4'],
  ])('refuses page %s without moving', async (typed, message) => {
    const { session, calls } = recordingSession();
    renderInApp(<PdfViewerToolbar session={session} pdf={pdf} />);
    const field = await typeInto('Page', typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.value).toBe(typed);
    // Typing `2.5` goes to page 2 on the way; the session is never asked for a page the document lacks.
    expect(calls.every(([, value]) => Number.isInteger(value) && value >= 1 && value <= 4)).toBe(true);
  });

  it('groups the page count the Indian way', () => {
    const { session } = recordingSession();
    renderInApp(<PdfViewerToolbar session={{ ...session, pageCount: 1200 } as PdfViewerSession} pdf={pdf} />);
    expect(screen.getByText('of 1,200')).toBeTruthy();
  });

  it('goes to the page typed', async () => {
    const { session, calls } = recordingSession();
    renderInApp(<PdfViewerToolbar session={session} pdf={pdf} />);
    await typeInto('Page', '3');
    expect(calls).toEqual([['page', 3]]);
  });

  it.each([
    ['Text note', 'Font size', '500', 'Font size must be a number from 5 to 100'],
    ['Text note', 'Font size', 'abc', 'Font size must be a number from 5 to 100'],
    ['Draw', 'Thickness', '0', 'Thickness must be a number from 1 to 20'],
    ['Draw', 'Thickness', '-5', 'Thickness must be a number from 1 to 20'],
  ])('with %s, refuses a %s of %s and keeps the last one taken', async (tool, label, typed, message) => {
    const { session, calls } = recordingSession();
    renderInApp(<PdfViewerToolbar session={session} pdf={pdf} />);
    fireEvent.click(screen.getByText(tool));
    const field = await typeInto(label, typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.value).toBe(typed);
    const [min, max] = label === 'Font size' ? [5, 100] : [1, 20];
    expect(calls.every(([, value]) => value >= min && value <= max)).toBe(true);
  });

  it.each([
    ['Text note', 'Font size', '12.5', 12.5],
    ['Draw', 'Thickness', '2.5', 2.5],
  ])('with %s, applies a %s of %s exactly', async (tool, label, typed, applied) => {
    const { session, calls } = recordingSession();
    renderInApp(<PdfViewerToolbar session={session} pdf={pdf} />);
    fireEvent.click(screen.getByText(tool));
    await typeInto(label, typed);
    expect(calls.at(-1)).toEqual([label.toLowerCase(), applied]);
  });
});
