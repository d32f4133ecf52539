import { useStore } from 'zustand';
import { localDatabase } from '../db/localDatabase';
import { recordOrderLines } from '../db/orderLines';
import { takeOrderStock } from '../db/orderStock';
import { mergeInWorker } from '../../workers/labelsClient';
import { createMergeSessionStore, type MergeSessionState } from './mergeSession';

/** The station's one merge session: it outlives the screen, so files stay while the user looks elsewhere. */
export const mergeSessionStore = createMergeSessionStore({
  merge: mergeInWorker,
  recordOrderLines: (drafts) => recordOrderLines(localDatabase(), drafts),
  takeOrderStock: (lines) => takeOrderStock(localDatabase(), lines),
  storage: typeof localStorage === 'undefined' ? null : localStorage,
});

export function useMergeSession<T>(selector: (state: MergeSessionState) => T): T {
  return useStore(mergeSessionStore, selector);
}
