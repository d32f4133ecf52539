import { idFromKey } from '../ids';
import type { HandoverMark } from '../records';
import { courierOfLine } from './couriers';
import { packingMarkId, type Parcel } from './parcels';

/**
 * The courier handover by scan (docs/SPEC.md §19): at pickup each courier takes its own parcels of the
 * day; each parcel scanned into a courier's bag is marked handed over.
 */

type ParcelKey = Pick<HandoverMark, 'platform' | 'orderId' | 'awb' | 'date'>;

/** The id of a parcel's handover mark, the same on every station: the same parcel scanned on two is one mark. */
export const handoverMarkId = (parcel: ParcelKey): string =>
  idFromKey(['handover-mark', parcel.platform, parcel.orderId, parcel.awb, parcel.date]);

/** The courier that takes a parcel: its first line's (one label, one courier). */
export const parcelCourier = (parcel: Parcel): string => (parcel.lines[0] ? courierOfLine(parcel.lines[0]) : '');

/** One courier's parcels of a day. */
export interface CourierHandover {
  courier: string;
  parcels: number;
  packed: number;
  handedOver: number;
  /** Handed over, in the day's order, with their marks. */
  handed: { parcel: Parcel; mark: HandoverMark }[];
  /** Not handed over yet, in the day's order. */
  left: Parcel[];
}

/**
 * The day's parcels per courier (by name): how many, how many packed (by their packing marks' ids),
 * handed over, and which are left.
 */
export function handoverDay(
  parcels: readonly Parcel[],
  packingMarkIds: ReadonlySet<string>,
  marks: readonly HandoverMark[],
): CourierHandover[] {
  const byId = new Map(marks.filter((mark) => !mark.deleted).map((mark) => [mark.id, mark]));
  const couriers = new Map<string, CourierHandover>();
  for (const parcel of parcels) {
    const courier = parcelCourier(parcel);
    const row = couriers.get(courier) ?? { courier, parcels: 0, packed: 0, handedOver: 0, handed: [], left: [] };
    row.parcels += 1;
    if (packingMarkIds.has(packingMarkId(parcel))) row.packed += 1;
    const mark = byId.get(handoverMarkId(parcel));
    if (mark) row.handed.push({ parcel, mark });
    else row.left.push(parcel);
    row.handedOver = row.handed.length;
    couriers.set(courier, row);
  }
  return [...couriers.values()].sort((a, b) => a.courier.localeCompare(b.courier));
}
