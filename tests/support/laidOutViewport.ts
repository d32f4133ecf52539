import { afterAll, beforeAll } from 'vitest';

const SIZES = ['clientHeight', 'clientWidth'] as const;

/**
 * Gives every element of the file's tests a 600 px box: jsdom lays nothing out, and a virtualised
 * table needs a viewport to know which rows are in view. Mantine's comboboxes scroll their selected
 * option into view, which jsdom cannot do either.
 */
export function laidOutViewport(px = 600): void {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => undefined;
    for (const name of SIZES) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => px });
  });
  afterAll(() => {
    // The stand-ins shadow jsdom's own getters, which live on Element.prototype.
    for (const name of SIZES) Reflect.deleteProperty(HTMLElement.prototype, name);
  });
}
