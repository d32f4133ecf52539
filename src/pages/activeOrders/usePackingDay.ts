import { useLiveRead, type LiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { mergeBatchesOfDay } from '../../db/mergeBatches';
import { packingDayOf } from '../../db/packing';
import type { PackingDay } from '../../domain/orders/parcels';
import type { MergeBatch } from '../../domain/records';

/** The day's parcels, packed and not yet, live: a scan here or a mark pulled from another station shows at once. */
export function usePackingDay(date: string): LiveRead<PackingDay> {
  return useLiveRead(() => packingDayOf(localDatabase(), date), [date]);
}

/** The merges recorded for the day, latest first: the batch filter names them. */
export function useDayBatches(date: string): LiveRead<MergeBatch[]> {
  return useLiveRead(() => mergeBatchesOfDay(localDatabase(), date), [date]);
}
