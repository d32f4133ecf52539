import type { Parcel } from '../../domain/orders/parcels';
import type { MergeBatch, PackingMark, Platform } from '../../domain/records';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import type { BatchOption } from './DayFilters';
import { formatCount, formatTime } from '../../domain/format';

/** A parcel as a packer reads it off the label: the order id, and the AWB when it has one. */
export function parcelName(parcel: Pick<Parcel, 'platform' | 'orderId' | 'awb'>): string {
  return `${parcel.orderId}${parcel.awb === '' ? '' : ` (AWB ${parcel.awb})`}`;
}

/** Platform + order id + AWB: what a line and a parcel share, to find a line's packing mark. */
export const parcelKey = (platform: Platform, orderId: string, awb: string) => `${platform}\u0000${orderId}\u0000${awb}`;

const time = (iso: string) => formatTime(iso);

/** 'asha@example.com at 10:42'; a mark not yet stamped by the server may have no e-mail. */
export function packedBy(mark: Pick<PackingMark, 'packedBy' | 'packedAt'>): string {
  return `${mark.packedBy === '' ? 'this station' : mark.packedBy} at ${time(mark.packedAt)}`;
}

/**
 * The batch filter's options: each merge of the day by time, who and how many orders; a batch
 * id that lines name but no record has (not pulled yet) by its id.
 */
export function batchOptions(batches: readonly MergeBatch[], lineBatchIds: readonly string[]): BatchOption[] {
  const options: BatchOption[] = batches.map((batch) => {
    const platforms = (Object.keys(batch.platformCounts) as Platform[])
      .filter((platform) => batch.platformCounts[platform] > 0)
      .map((platform) => `${formatCount(batch.platformCounts[platform])} ${PLATFORM_LABEL[platform]}`)
      .join(', ');
    const who = batch.createdBy === '' ? '' : ` by ${batch.createdBy}`;
    return {
      value: batch.id,
      label: `${time(batch.createdAt)}${who}: ${formatCount(batch.orders)} orders${platforms ? ` (${platforms})` : ''}`,
    };
  });
  const known = new Set(options.map((option) => option.value));
  for (const id of lineBatchIds) if (!known.has(id)) options.push({ value: id, label: id });
  return options;
}
