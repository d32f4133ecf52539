import { LABEL_PLATFORMS, MARKETPLACES, type LabelPlatform } from '../../marketplaces';
import { namedLabel, pageText, type PageKind } from '../pageKind';
import type { TextLine } from '../textLines';
import type { LabelFormat } from './labelFormat';

/**
 * The label format of every marketplace whose row in the marketplace table has one, keyed by its
 * id. The merge, the reader threads, the command line, the session store and the screen iterate
 * over the formats in the table's order.
 */
export const LABEL_FORMATS = Object.fromEntries(
  MARKETPLACES.flatMap((row) => (row.labels ? [[row.id, row.labels()]] : [])),
) as Record<LabelPlatform, LabelFormat>;

/** The formats in output order: the marketplace table's, which a unit test holds the entries to. */
export const labelFormats = (): LabelFormat[] => Object.values(LABEL_FORMATS);

export function labelFormat(platform: LabelPlatform): LabelFormat {
  const format = (LABEL_FORMATS as Partial<Record<string, LabelFormat>>)[platform];
  if (!format) throw new Error(`No label format for ${platform}`);
  return format;
}

/** One value per marketplace, e.g. each one's empty file list. */
export function perFormat<T>(make: (format: LabelFormat) => T): Record<LabelPlatform, T> {
  return Object.fromEntries(labelFormats().map((format) => [format.platform, make(format)])) as Record<LabelPlatform, T>;
}

/**
 * What a page is: the kind the first format that recognises its marks says, else the label of the
 * one marketplace it names (an Amazon label printed by a courier names Amazon only).
 */
export function classifyPage(lines: readonly TextLine[]): PageKind {
  if (!lines.length) return 'no-text';
  const text = pageText(lines);
  for (const format of labelFormats()) {
    const kind = format.recognisePage(text);
    if (kind) return kind;
  }
  return namedLabel(text, LABEL_PLATFORMS) ?? 'unknown';
}
