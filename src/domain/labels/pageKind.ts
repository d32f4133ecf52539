import { PLATFORM_NAMES, withArticle, type LabelPlatform } from '../marketplaces';
import type { TextLine } from './textLines';

/**
 * What a page of a label file is, judged from its text alone (docs/LABELS.md): a page of a
 * marketplace's label file, as that marketplace's format recognises it (LabelFormat.recognisePage).
 */
export type PageKind = `${LabelPlatform}-${'label' | 'invoice'}` | 'no-text' | 'unknown';

/** A page's text as one string, without spaces: what a format's page recognition reads. */
export const pageText = (lines: readonly TextLine[]): string => lines.map((line) => line.compact).join('');

/** A page no format recognises by its marks but that names one marketplace: that marketplace's label. */
export function namedLabel(text: string, platforms: readonly LabelPlatform[]): PageKind | null {
  const named = platforms.find((platform) => text.toLowerCase().includes(PLATFORM_NAMES[platform].toLowerCase()));
  return named ? `${named}-label` : null;
}

function kindName(kind: PageKind): string {
  if (kind === 'no-text') return 'a page without text';
  if (kind === 'unknown') return 'a page that is no marketplace label';
  const dash = kind.lastIndexOf('-');
  return `${withArticle(kind.slice(0, dash) as LabelPlatform)} ${kind.slice(dash + 1)}`;
}

/** `amazon.pdf page 3: expected an Amazon invoice, found a Flipkart label`. */
export function unexpectedPageMessage(file: string, page: number, expected: PageKind, found: PageKind): string {
  return `${file} page ${page}: expected ${kindName(expected)}, found ${kindName(found)}`;
}
