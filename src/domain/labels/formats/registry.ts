import type { Platform } from '../../records';
import { AMAZON_FORMAT } from './amazon';
import { FLIPKART_FORMAT } from './flipkart';
import type { LabelFormat } from './labelFormat';
import { MEESHO_FORMAT } from './meesho';

/**
 * Every supported marketplace's label format, in output order (docs/SPEC.md §4: Amazon, then
 * Flipkart, then Meesho). The merge, the reader threads, the command line, the session store and the screen
 * iterate over this; a new marketplace is one format module and its entry here.
 */
export const LABEL_FORMATS: Record<Platform, LabelFormat> = {
  amazon: AMAZON_FORMAT,
  flipkart: FLIPKART_FORMAT,
  meesho: MEESHO_FORMAT,
};

/** The formats in output order. */
export const labelFormats = (): LabelFormat[] => Object.values(LABEL_FORMATS);

export function labelFormat(platform: Platform): LabelFormat {
  const format = (LABEL_FORMATS as Partial<Record<string, LabelFormat>>)[platform];
  if (!format) throw new Error(`No label format for ${platform}`);
  return format;
}

/** One value per marketplace, e.g. each one's empty file list. */
export function perFormat<T>(make: (format: LabelFormat) => T): Record<Platform, T> {
  return Object.fromEntries(labelFormats().map((format) => [format.platform, make(format)])) as Record<Platform, T>;
}
