import { useStore } from 'zustand';
import { mergedLabelsOfDay } from '../db/batchFiles';
import { localDatabase } from '../db/localDatabase';
import { mergeStockPlan, recordMerge } from '../db/mergeRecording';
import { mergeInWorker } from '../../workers/labelsClient';
import { createMergeSessionStore } from './mergeSession';
import type { MergeSessionState } from './mergeSessionState';
import { stationId } from './stationId';
import { serverClock } from './serverClock';
import { queueFiles } from './storedFiles';
import { authStore } from './useAuth';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

/** The station's one merge session: it outlives the screen, so files stay while the user looks elsewhere. */
export const mergeSessionStore = createMergeSessionStore({
  merge: mergeInWorker,
  recordMerge: (details, drafts, now) => recordMerge(localDatabase(), details, drafts, now),
  stockPlan: (drafts) => mergeStockPlan(localDatabase(), drafts),
  keepFiles: queueFiles,
  dayMergedLabels: (day) => mergedLabelsOfDay(localDatabase(), day),
  mergedBy: () => authStore.getState().user?.email ?? '',
  station: stationId(storage),
  storage,
  now: serverClock.now,
  checkClock: serverClock.check,
});

export function useMergeSession<T>(selector: (state: MergeSessionState) => T): T {
  return useStore(mergeSessionStore, selector);
}
