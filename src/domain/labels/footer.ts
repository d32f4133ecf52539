/** docs/SPEC.md §5: the product name is cut to 80 characters in the footer. */
export const FOOTER_NAME_LIMIT = 80;

const ELLIPSIS = '…';

export const FOOTER_FONT_SIZE = { amazon: 12, flipkart: 5 } as const;

/**
 * Shorter name limits, tried in turn when a label's items do not all fit its footer lines with
 * names of 80 characters: every item's quantity and category matter more to the packer than the
 * end of a name, which the label itself shows whole.
 */
const SHORTER_NAME_LIMITS = [48, 32, 20, 12];

/** A name of more than `limit` characters, cut after its last whole word that fits with '…'. */
function shortened(name: string, limit: number): string {
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  const head = characters.slice(0, limit - 1).join('');
  const whole = /\s/.test(characters[limit - 1] ?? '') ? head : head.replace(/\s+\S*$/, '');
  return (whole.trimEnd() || head) + ELLIPSIS;
}

/** '{quantity} X [{category}] {name}', or '{quantity} X [{name}]' when there is no category. */
export function footerText(quantity: number, name: string, category: string | null, nameLimit = FOOTER_NAME_LIMIT): string {
  const shortName = shortened(name, nameLimit);
  return category ? `${quantity} X [${category}] ${shortName}` : `${quantity} X [${shortName}]`;
}

export interface FooterItem {
  quantity: number;
  name: string;
  /** Null when the catalogue gives the item no category. */
  category: string | null;
}

/** docs/LABELS.md: each item of a label with its own quantity and category, joined with ' && '. */
export function orderFooterText(items: readonly FooterItem[], nameLimit = FOOTER_NAME_LIMIT): string {
  return items.map((item) => footerText(item.quantity, item.name, item.category, nameLimit)).join(' && ');
}

export interface WrappedFooter {
  lines: string[];
  /** True when the text needed more lines than allowed and its end was cut. */
  cut: boolean;
}

/** Breaks a word wider than a whole line into pieces that fit. */
function splitWide(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  // Almost every word fits: measured whole once rather than at each of its prefixes.
  if (measure(word) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * Greedy word wrap into lines no wider than `maxWidth` (as `measure` says); past `maxLines` the
 * last line ends with '…', so the text never runs out of the label.
 */
export function wrapFooter(text: string, maxWidth: number, maxLines: number, measure: (text: string) => number): WrappedFooter {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitWide(word, maxWidth, measure));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, Math.max(1, maxLines));
  let last = kept[kept.length - 1] ?? '';
  while (last && measure(last + ELLIPSIS) > maxWidth) last = Array.from(last).slice(0, -1).join('');
  kept[kept.length - 1] = last.trimEnd() + ELLIPSIS;
  return { lines: kept, cut: true };
}

/**
 * A label's footer in the lines there are (`wrap` breaks a text into them): names cut at 80, or
 * shorter when that is what it takes for every item to show (a three-item Flipkart label has two
 * lines of 5 pt). Cut with '…' only when even the shortest names do not fit.
 */
export function fitFooter(items: readonly FooterItem[], wrap: (text: string) => WrappedFooter): WrappedFooter {
  let fitted = wrap(orderFooterText(items));
  for (const limit of SHORTER_NAME_LIMITS) {
    if (!fitted.cut) break;
    fitted = wrap(orderFooterText(items, limit));
  }
  return fitted;
}
