import type { OrderLine, Platform } from '../records';

/**
 * Who takes a parcel at pickup (docs/SPEC.md §19): Amazon Easy Ship parcels go with Amazon's own pickup;
 * a Flipkart label names its courier at the top (docs/LABELS.md); any other is 'Unknown'.
 */
const AMAZON_COURIER = 'Amazon';
export const UNKNOWN_COURIER = 'Unknown';

/** The courier of a parcel of `platform` whose label names `printed` ('' for none). */
export function courierOf(platform: Platform, printed: string): string {
  if (platform === 'amazon') return AMAZON_COURIER;
  const name = printed.trim().replace(/\s+/g, ' ');
  return name === '' ? UNKNOWN_COURIER : name;
}

/** A line's courier; a line recorded before couriers were kept has its platform's. */
export const courierOfLine = (line: Pick<OrderLine, 'type' | 'courier'>): string => line.courier || courierOf(line.type, '');
