import type { Page } from 'playwright-core';

export interface ScreenFaults {
  /** The top bar's title, the tab's title and the screen's own first heading; a hidden one is null. */
  heading: { topBar: string | null; tab: string; main: string | null };
  /** How far the page itself scrolls sideways. */
  pageOverflowPx: number;
  /** Parts past the window's right edge that no sideways-scrolling box of their own holds, with how far. */
  widerThanWindow: string[];
  /** Buttons and links in the screen that cannot be scrolled onto it. */
  offScreen: string[];
  /** Top-bar text cut at all, badges cut to about a letter, and text wrapped a letter or two a line. */
  cutToALetter: string[];
  /** Tables whose box (or the box that scrolls them) reaches past the window's edges. */
  tablesPastEdge: string[];
  crashed: boolean;
}

/**
 * The layout faults a person sees at a glance, read from the screen as drawn. A wide table on a
 * phone may scroll sideways inside its own box; the page may not. Brings each button past the
 * edge into view to test whether it can be reached, so take a screenshot first.
 */
export function screenFaults(page: Page): Promise<ScreenFaults> {
  return page.evaluate(() => {
    const describe = (element: Element, extra = '') => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40).trim();
      const part = [...element.classList].find((name) => name.startsWith('mantine-'));
      return `${element.tagName.toLowerCase()}${part ? `.${part}` : ''} "${name}"${extra}`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const scroller = (element: Element): Element | null => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) if (scrollsSideways(at)) return at;
      return null;
    };
    const width = window.innerWidth;
    const shownText = (element: Element | null) => (element && shown(element) ? element.textContent : null);
    const root = document.scrollingElement ?? document.documentElement;

    const widerThanWindow = [...document.querySelectorAll('body *')]
      .filter((element) => shown(element) && !scroller(element))
      .map((element) => ({ element, past: Math.round(element.getBoundingClientRect().right - width) }))
      .filter(({ past }) => past > 1)
      // The outermost only: its children say nothing more.
      .filter(({ element }, _, all) => !all.some((other) => other.element !== element && other.element.contains(element)))
      .map(({ element, past }) => describe(element, ` ${past}px past`));

    const pastEdge = (element: Element) => element.getBoundingClientRect().right > width + 1;
    const offScreen = [...document.querySelectorAll('main button, main a[href], header button')]
      .filter((element) => shown(element) && pastEdge(element))
      .filter((element) => {
        element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        return pastEdge(element) || root.scrollLeft > 0;
      })
      .map((element) => describe(element));

    const headerCut = [...document.querySelectorAll('header *')].filter(
      (element) =>
        shown(element) &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
        (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1),
    );
    const badgesCut = [...document.querySelectorAll('.mantine-Badge-label')].filter(
      (label) =>
        shown(label) &&
        label.scrollWidth > label.clientWidth + 1 &&
        label.clientWidth < 2 * parseFloat(getComputedStyle(label).fontSize),
    );
    // Text a squeezed column wraps to a letter or two a line: 'Quantity' read as Q / u / a / nt / ity.
    const squeezed: Element[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      // Text for screen readers only sits in a box of a pixel: it wraps a letter a line unseen.
      if (text.length < 3 || !parent || !shown(parent) || parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        .size;
      if (lines >= 3 && text.length / lines <= 3) squeezed.push(parent);
    }
    const cutToALetter = [...headerCut, ...badgesCut, ...squeezed].map((element) => describe(element));

    const tablesPastEdge = [...document.querySelectorAll('main table, main [role=grid]')]
      .filter(shown)
      .filter((table) => {
        const box = (scroller(table) ?? table).getBoundingClientRect();
        return box.left < -1 || box.right > width + 1;
      })
      .map((table) => describe(table, ` ${Math.round(table.getBoundingClientRect().right - width)}px past`));

    return {
      heading: {
        topBar: shownText(document.querySelector('header h1')),
        tab: document.title,
        main: shownText(document.querySelector('main h1, main h2')),
      },
      pageOverflowPx: Math.max(0, root.scrollWidth - root.clientWidth),
      widerThanWindow,
      offScreen,
      cutToALetter,
      tablesPastEdge,
      crashed: document.querySelector('main')?.textContent?.includes('Something went wrong') ?? false,
    };
  });
}
