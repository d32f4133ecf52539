import { handoverDay, handoverMarkId, parcelCourier, type CourierHandover } from '../domain/orders/handover';
import { parcelsNamedBy, parcelsOf, type Parcel } from '../domain/orders/parcels';
import type { HandoverMark } from '../domain/records';
import type { AppDatabase } from './database';
import { readableRows } from './readableRows';
import { saveRecord } from './writes';

/**
 * The courier handover by scan (docs/SPEC.md §19), as the packing check (packing.ts): marks are written
 * locally with their outbox entry, so the handover works offline and the marks sync.
 */

export type HandoverOutcome =
  | { outcome: 'handed-over'; parcel: Parcel; mark: HandoverMark }
  | { outcome: 'unknown'; code: string }
  /** The parcel goes with another courier: it must not go into this bag. */
  | { outcome: 'other-courier'; parcel: Parcel; courier: string }
  /** `mark` says to whom, by whom and when. */
  | { outcome: 'already-handed-over'; parcel: Parcel; mark: HandoverMark };

async function parcelsOfDay(db: AppDatabase, date: string): Promise<Parcel[]> {
  return parcelsOf(readableRows(db, 'orderLines', await db.orderLines.where('date').equals(date).toArray()));
}

/**
 * Marks the parcel of `date` that `code` names handed over to `courier` by `user`. An order id of
 * several parcels marks the first of this courier not handed over yet. The lookup and the write
 * share one transaction, so two tabs scanning the same parcel make one mark.
 */
export async function markHandedOver(
  db: AppDatabase,
  code: string,
  date: string,
  courier: string,
  user: string,
  now: Date = new Date(),
): Promise<HandoverOutcome> {
  return db.transaction('rw', db.orderLines, db.handoverMarks, db.outbox, async () => {
    const named = parcelsNamedBy(await parcelsOfDay(db, date), code);
    if (named.length === 0) return { outcome: 'unknown', code: code.trim() };
    const ours = named.filter((parcel) => parcelCourier(parcel) === courier);
    if (ours.length === 0) {
      const parcel = named[0] as Parcel;
      return { outcome: 'other-courier', parcel, courier: parcelCourier(parcel) };
    }
    const ids = ours.map(handoverMarkId);
    const marks = await db.handoverMarks.bulkGet(ids);
    const free = marks.findIndex((mark) => !mark || mark.deleted);
    if (free === -1) return { outcome: 'already-handed-over', parcel: ours[0] as Parcel, mark: marks[0] as HandoverMark };
    const parcel = ours[free] as Parcel;
    const mark: HandoverMark = {
      id: ids[free] as string,
      updated: '',
      deleted: false,
      platform: parcel.platform,
      orderId: parcel.orderId,
      awb: parcel.awb,
      date,
      courier,
      handedOverBy: user,
      handedOverAt: now.toISOString(),
    };
    await saveRecord(db, 'handoverMarks', mark);
    return { outcome: 'handed-over', parcel, mark };
  });
}

/** The day's parcels per courier, packed, handed over and left. Read-only, so a screen keeps it live. */
export async function handoverDayOf(db: AppDatabase, date: string): Promise<CourierHandover[]> {
  return db.transaction('r', db.orderLines, db.packingMarks, db.handoverMarks, async () => {
    const [parcels, packing, marks] = await Promise.all([
      parcelsOfDay(db, date),
      db.packingMarks.where('date').equals(date).toArray(),
      db.handoverMarks.where('date').equals(date).toArray(),
    ]);
    const packed = new Set(readableRows(db, 'packingMarks', packing).flatMap((mark) => (mark.deleted ? [] : [mark.id])));
    return handoverDay(parcels, packed, readableRows(db, 'handoverMarks', marks));
  });
}
