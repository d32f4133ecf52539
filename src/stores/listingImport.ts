import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppDatabase } from '../db/database';
import { importListing, previewListingImport } from '../db/productImport';
import type { ImportPlan, ImportSummary } from '../domain/catalogue/importPlan';
import { UNSUPPORTED_FORMAT, importErrorMessage, otherTabMessage } from '../domain/catalogue/importMessages';
import { platformOfListingName } from '../domain/catalogue/listingFile';
import type { ImportEngine, ImportProgress } from '../domain/catalogue/listingReading';
import type { ParsedListing } from '../domain/catalogue/listingRows';
import type { ListingPlatform, Product } from '../domain/records';
import { createLongJob } from './longJob';
import { recordEvent } from './analytics';

/** What the dialog shows: choose a file, watch it being read, check the preview, see the result. */
type ImportPhase =
  | { kind: 'choosing' }
  | { kind: 'reading'; progress: ImportProgress | null }
  | { kind: 'preview'; listing: ParsedListing; plan: ImportPlan }
  | { kind: 'writing'; listing: ParsedListing; plan: ImportPlan }
  | { kind: 'done'; plan: ImportPlan; summary: ImportSummary };

/** docs/SPEC.md §7's importProducts result: the products written, the summary and the option. */
export interface ImportOutcome {
  platform: ListingPlatform;
  products: Product[];
  summary: ImportSummary;
  updateExisting: boolean;
}

export interface ListingImportState {
  platform: ListingPlatform;
  file: File | null;
  updateExisting: boolean;
  phase: ImportPhase;
  error: string | null;
  choosePlatform: (platform: ListingPlatform) => void;
  chooseFile: (file: File) => void;
  rejectFiles: (files: File[]) => void;
  setUpdateExisting: (updateExisting: boolean) => void;
  /** Writes the previewed listing; resolves with what was written, or null when nothing was. */
  confirm: () => Promise<ImportOutcome | null>;
  /** Stops reading and starts afresh; nothing has been written before confirm. */
  reset: () => void;
}

interface ListingImportDependencies {
  /** Reads the file: the import worker in the app. */
  engine: ImportEngine;
  /** The database the plan is made against and written to, opened when first needed. */
  database: () => AppDatabase;
}

const FRESH = { platform: 'amazon', file: null, updateExisting: false, phase: { kind: 'choosing' }, error: null } as const;

/**
 * One import from file to database. The file is read by the engine, compared with the catalogue
 * for the preview, and written only on confirm, in one transaction. Reading, planning and
 * writing are steps of one long job, so a late result of a cancelled or replaced file is dropped.
 */
export function createListingImportStore({ engine, database }: ListingImportDependencies): StoreApi<ListingImportState> {
  return createStore<ListingImportState>()((set, get) => {
    const job = createLongJob<ImportProgress>((progress) => set({ phase: { kind: 'reading', progress } }));

    const forgetFile = () => {
      job.cancel();
      set({ file: null, phase: FRESH.phase, error: null });
    };

    const read = async (file: File) => {
      const { platform, updateExisting } = get();
      set({ file, error: null, phase: { kind: 'reading', progress: null } });
      const outcome = await job.start(async (control) => {
        const data = await file.arrayBuffer();
        const listing = await engine.parseListing({ platform, name: file.name, data }, control);
        return { listing, plan: await previewListingImport(database(), listing, updateExisting) };
      });
      if (outcome.status === 'done') set({ phase: { kind: 'preview', ...outcome.value } });
      if (outcome.status === 'failed') set({ phase: FRESH.phase, error: importErrorMessage(outcome.error) });
    };

    const replan = async (listing: ParsedListing, updateExisting: boolean) => {
      const outcome = await job.start(() => previewListingImport(database(), listing, updateExisting));
      if (outcome.status === 'done') set({ phase: { kind: 'preview', listing, plan: outcome.value } });
      if (outcome.status === 'failed') set({ error: importErrorMessage(outcome.error) });
    };

    return {
      ...FRESH,

      choosePlatform(platform) {
        forgetFile();
        set({ platform });
      },

      chooseFile(file) {
        void read(file);
      },

      rejectFiles([rejected]) {
        forgetFile();
        const { platform } = get();
        const belongsTo = rejected ? platformOfListingName(rejected.name) : null;
        set({
          error: rejected && belongsTo && belongsTo !== platform ? otherTabMessage(rejected.name, belongsTo) : UNSUPPORTED_FORMAT,
        });
      },

      setUpdateExisting(updateExisting) {
        // Another choice is another attempt: a failure of the last one no longer stands.
        set({ updateExisting, error: null });
        const { phase } = get();
        if (phase.kind === 'preview') void replan(phase.listing, updateExisting);
      },

      async confirm() {
        const { phase, updateExisting } = get();
        if (phase.kind !== 'preview') return null;
        const { listing } = phase;
        set({ error: null, phase: { ...phase, kind: 'writing' } });
        const outcome = await job.start(() => importListing(database(), listing, updateExisting));
        if (outcome.status === 'failed') {
          // Back to the preview at once, so the dialog can be closed even if planning again fails too.
          set({ error: importErrorMessage(outcome.error), phase });
          await replan(listing, updateExisting);
        }
        if (outcome.status !== 'done') return null;
        const { plan, summary } = outcome.value;
        set({ phase: { kind: 'done', plan, summary } });
        recordEvent('import', {
          kind: 'listing',
          platform: listing.platform,
          created: plan.create.length,
          updated: plan.update.length,
        });
        const products = [...plan.create, ...plan.update.map((update) => update.after)];
        return { platform: listing.platform, products, summary, updateExisting };
      },

      reset() {
        job.cancel();
        set(FRESH);
      },
    };
  });
}
