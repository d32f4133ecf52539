import { packingDay, packingMarkId, parcelsNamedBy, parcelsOf, type PackingDay, type Parcel } from '../domain/orders/parcels';
import type { OrderLine, PackingMark } from '../domain/records';
import type { AppDatabase } from './database';
import { saveRecord } from './writes';
import { readableRows } from './readableRows';

/**
 * The packing check by scan (docs/SPEC.md §13): a scanned AWB or order id marks the day's parcel packed.
 * Marks are written locally with their outbox entry, so scanning works offline and the marks sync
 * like every other change.
 */

export type PackOutcome =
  | { outcome: 'packed'; parcel: Parcel; mark: PackingMark }
  | { outcome: 'unknown'; code: string }
  /** `mark` says by whom and when. */
  | { outcome: 'already-packed'; parcel: Parcel; mark: PackingMark };

async function linesOfDay(db: AppDatabase, date: string): Promise<OrderLine[]> {
  return readableRows(db, 'orderLines', await db.orderLines.where('date').equals(date).toArray());
}

/**
 * Marks the parcel of `date` that `code` names (its AWB, or its order id) packed by `user`. An
 * order id of an order shipped as several parcels marks the first not packed yet. The lookup and
 * the write share one transaction, so two tabs scanning the same parcel make one mark.
 */
export async function markPacked(
  db: AppDatabase,
  code: string,
  date: string,
  user: string,
  now: Date = new Date(),
): Promise<PackOutcome> {
  return db.transaction('rw', db.orderLines, db.packingMarks, db.outbox, async () => {
    const named = parcelsNamedBy(parcelsOf(await linesOfDay(db, date)), code);
    if (named.length === 0) return { outcome: 'unknown', code: code.trim() };
    const ids = named.map(packingMarkId);
    const marks = await db.packingMarks.bulkGet(ids);
    const free = marks.findIndex((mark) => !mark || mark.deleted);
    if (free === -1) {
      return { outcome: 'already-packed', parcel: named[0] as Parcel, mark: marks[0] as PackingMark };
    }
    const parcel = named[free] as Parcel;
    const mark: PackingMark = {
      id: ids[free] as string,
      updated: '',
      deleted: false,
      platform: parcel.platform,
      orderId: parcel.orderId,
      awb: parcel.awb,
      date,
      packedBy: user,
      packedAt: now.toISOString(),
    };
    await saveRecord(db, 'packingMarks', mark);
    return { outcome: 'packed', parcel, mark };
  });
}

/**
 * A day's parcels, packed (with who and when) and not packed yet. Read-only, so a screen can keep
 * it live: a scan here, or a mark pulled from another station, shows at once.
 */
export async function packingDayOf(db: AppDatabase, date: string): Promise<PackingDay> {
  return db.transaction('r', db.orderLines, db.packingMarks, async () => {
    const [lines, marks] = await Promise.all([linesOfDay(db, date), db.packingMarks.where('date').equals(date).toArray()]);
    return packingDay(parcelsOf(lines), readableRows(db, 'packingMarks', marks));
  });
}
