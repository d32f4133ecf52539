import { idFromKey } from '../ids';
import type { OrderLine, PackingMark, Platform } from '../records';

/**
 * Parcels of a day for the packing check (docs/SPEC.md §13): the order lines recorded for one date,
 * grouped by what one label ships: platform + order id + AWB. An Amazon label has no AWB, so an
 * Amazon parcel is its order; a Flipkart order shipped as several parcels is several, one per AWB.
 */

export interface Parcel {
  platform: Platform;
  orderId: string;
  awb: string;
  date: string;
  lines: OrderLine[];
}

type ParcelKey = Pick<PackingMark, 'platform' | 'orderId' | 'awb' | 'date'>;

/**
 * The id of a parcel's packing mark, the same on every station: the same parcel scanned on two
 * stations is one mark (the server keeps the first to arrive, pb_hooks/merge_history.pb.js).
 */
export const packingMarkId = (parcel: ParcelKey): string =>
  idFromKey(['packing-mark', parcel.platform, parcel.orderId, parcel.awb, parcel.date]);

/**
 * A day's parcels, in the order they were recorded, then by platform, order id and AWB; lines
 * without an order id name no parcel.
 */
export function parcelsOf(lines: readonly OrderLine[]): Parcel[] {
  const parcels = new Map<string, Parcel>();
  // The lines of one merge share their createdAt: within it, by platform, order id and AWB.
  const key = (line: OrderLine) => [line.createdAt, line.type, line.orderId, line.awb].join('\u0000');
  const ordered = [...lines].sort((a, b) => key(a).localeCompare(key(b)));
  for (const line of ordered) {
    if (line.deleted || line.orderId === '') continue;
    const key = [line.type, line.orderId, line.awb, line.date].join('\u0000');
    const parcel = parcels.get(key);
    if (parcel) parcel.lines.push(line);
    else parcels.set(key, { platform: line.type, orderId: line.orderId, awb: line.awb, date: line.date, lines: [line] });
  }
  return [...parcels.values()];
}

/** A scanned code as printed: scanners may add spaces, and a typed code may be lower case. */
const normalizedCode = (code: string): string => code.trim().toUpperCase();

/**
 * The parcels a scanned code names: the one with that AWB, else those of the order with that id
 * (an order of several parcels has several). Empty for a code that names none.
 */
export function parcelsNamedBy(parcels: readonly Parcel[], code: string): Parcel[] {
  const wanted = normalizedCode(code);
  if (wanted === '') return [];
  const byAwb = parcels.filter((parcel) => parcel.awb !== '' && normalizedCode(parcel.awb) === wanted);
  if (byAwb.length > 0) return byAwb;
  return parcels.filter((parcel) => normalizedCode(parcel.orderId) === wanted);
}

/** A parcel with its mark, when it has one. */
interface ParcelPacking {
  parcel: Parcel;
  mark: PackingMark | null;
}

/** A day's parcels split by whether they are packed, each in the day's order. */
export interface PackingDay {
  packed: (ParcelPacking & { mark: PackingMark })[];
  notPacked: Parcel[];
}

export function packingDay(parcels: readonly Parcel[], marks: readonly PackingMark[]): PackingDay {
  const byId = new Map(marks.filter((mark) => !mark.deleted).map((mark) => [mark.id, mark]));
  const day: PackingDay = { packed: [], notPacked: [] };
  for (const parcel of parcels) {
    const mark = byId.get(packingMarkId(parcel));
    if (mark) day.packed.push({ parcel, mark });
    else day.notPacked.push(parcel);
  }
  return day;
}
