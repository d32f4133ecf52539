import { formatDateTime } from '../../domain/format';
import { parcelName } from '../activeOrders/parcelNames';
import type { Parcel } from '../../domain/orders/parcels';
import type { ReturnedLine } from '../../domain/records';
import { outcomeText } from '../../domain/returns/returnsDay';

/** 'asha@example.com on 31/03/2025, 10:42 am'; a record not yet stamped by the server may have no e-mail. */
export const receivedBy = (line: Pick<ReturnedLine, 'receivedBy' | 'receivedAt'>): string =>
  `${line.receivedBy === '' ? 'this station' : line.receivedBy} on ${formatDateTime(line.receivedAt)}`;

/** 'Back in stock (Undelivered), by ...' */
export const receiptText = (line: ReturnedLine): string => `${outcomeText(line)} (${line.reason}), by ${receivedBy(line)}`;

/** What a second scan of a parcel received already says. */
export function alreadyReceivedText(parcel: Parcel, received: readonly ReturnedLine[]): string {
  const first = [...received].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))[0] as ReturnedLine;
  return `Already received: ${parcelName(parcel)}, by ${receivedBy(first)}`;
}
