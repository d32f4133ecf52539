// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printPdf } from '../../../../src/pages/labelMerger/printPdf';

const frames = () => [...document.querySelectorAll('iframe')];

afterEach(() => {
  document.body.innerHTML = '';
});

/** jsdom loads no blob: URL, so the test fires the frame's load event itself. */
function loaded(frame: HTMLIFrameElement): ReturnType<typeof vi.fn> {
  const print = vi.fn();
  const focus = vi.fn();
  Object.assign(frame.contentWindow as Window, { print, focus });
  frame.dispatchEvent(new Event('load'));
  expect(focus).toHaveBeenCalledTimes(1);
  return print;
}

describe('printing the merged PDF', () => {
  it('loads the PDF in a frame that is laid out but not seen, and opens the print dialog once it has loaded', () => {
    printPdf('blob:labels/1');
    const [frame] = frames();
    expect(frame?.getAttribute('src')).toBe('blob:labels/1');
    expect(frame?.title).toBe('Merged labels for printing');
    expect(frame?.style.display).not.toBe('none');
    expect([frame?.style.width, frame?.style.height]).toEqual(['0px', '0px']);
    const print = loaded(frame!);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('replaces the frame of an earlier print', () => {
    printPdf('blob:labels/1');
    printPdf('blob:labels/2');
    expect(frames().map((frame) => frame.getAttribute('src'))).toEqual(['blob:labels/2']);
  });
});
