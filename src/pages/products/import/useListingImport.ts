import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppDatabase } from '../../../db/database';
import { importListing, previewListingImport } from '../../../db/productImport';
import type { ImportPlan, ImportSummary } from '../../../domain/catalogue/importPlan';
import { UNSUPPORTED_FORMAT, importErrorMessage, otherTabMessage } from '../../../domain/catalogue/importMessages';
import { platformOfListingName } from '../../../domain/catalogue/listingFile';
import type { ImportEngine, ImportProgress } from '../../../domain/catalogue/listingReading';
import type { ParsedListing } from '../../../domain/catalogue/listingRows';
import type { Platform, Product } from '../../../domain/records';

/** What the dialog shows: choose a file, watch it being read, check the preview, see the result. */
type ImportPhase =
  | { kind: 'choosing' }
  | { kind: 'reading'; progress: ImportProgress | null }
  | { kind: 'preview'; listing: ParsedListing; plan: ImportPlan }
  | { kind: 'writing'; listing: ParsedListing; plan: ImportPlan }
  | { kind: 'done'; plan: ImportPlan; summary: ImportSummary };

/** SPEC section 7's importProducts result: the products written, the summary and the option. */
export interface ImportOutcome {
  platform: Platform;
  products: Product[];
  summary: ImportSummary;
  updateExisting: boolean;
}

export interface ListingImport {
  platform: Platform;
  file: File | null;
  updateExisting: boolean;
  phase: ImportPhase;
  error: string | null;
  choosePlatform: (platform: Platform) => void;
  chooseFile: (file: File) => void;
  rejectFiles: (files: File[]) => void;
  setUpdateExisting: (updateExisting: boolean) => void;
  confirm: () => Promise<void>;
  /** Stops reading and forgets the file; nothing has been written before confirm. */
  reset: () => void;
}

const CHOOSING: ImportPhase = { kind: 'choosing' };

/**
 * One import from file to database. The file is read by the engine (the import worker in the
 * app), compared with the catalogue for the preview, and written only on confirm, in one
 * transaction. Every step checks it is still the current job, so a late result of a cancelled
 * or replaced file is dropped.
 */
export function useListingImport(
  engine: ImportEngine,
  database: AppDatabase,
  onImported?: (outcome: ImportOutcome) => void,
): ListingImport {
  const [platform, setPlatform] = useState<Platform>('amazon');
  const [file, setFile] = useState<File | null>(null);
  const [updateExisting, setUpdate] = useState(false);
  const [phase, setPhase] = useState<ImportPhase>(CHOOSING);
  const [error, setError] = useState<string | null>(null);
  const job = useRef<AbortController | null>(null);

  const startJob = useCallback(() => {
    job.current?.abort(new Error('Replaced'));
    const controller = new AbortController();
    job.current = controller;
    return controller;
  }, []);

  const reset = useCallback(() => {
    job.current?.abort(new Error('Cancelled'));
    job.current = null;
    setFile(null);
    setPhase(CHOOSING);
    setError(null);
  }, []);

  useEffect(() => () => job.current?.abort(new Error('Closed')), []);

  const read = useCallback(
    async (chosen: File, on: Platform, update: boolean) => {
      const controller = startJob();
      const current = () => job.current === controller;
      setFile(chosen);
      setError(null);
      setPhase({ kind: 'reading', progress: null });
      try {
        const data = await chosen.arrayBuffer();
        const listing = await engine.parseListing(
          { platform: on, name: chosen.name, data },
          { signal: controller.signal, onProgress: (progress) => current() && setPhase({ kind: 'reading', progress }) },
        );
        const plan = await previewListingImport(database, listing, update);
        if (current()) setPhase({ kind: 'preview', listing, plan });
      } catch (failure) {
        if (!current()) return;
        setPhase(CHOOSING);
        setError(importErrorMessage(failure));
      }
    },
    [database, engine, startJob],
  );

  const replan = useCallback(
    async (listing: ParsedListing, update: boolean) => {
      const controller = startJob();
      try {
        const plan = await previewListingImport(database, listing, update);
        if (job.current === controller) setPhase({ kind: 'preview', listing, plan });
      } catch (failure) {
        if (job.current === controller) setError(importErrorMessage(failure));
      }
    },
    [database, startJob],
  );

  const choosePlatform = useCallback(
    (next: Platform) => {
      reset();
      setPlatform(next);
    },
    [reset],
  );

  const chooseFile = useCallback((chosen: File) => void read(chosen, platform, updateExisting), [platform, read, updateExisting]);

  const rejectFiles = useCallback(
    ([rejected]: File[]) => {
      reset();
      const belongsTo = rejected ? platformOfListingName(rejected.name) : null;
      setError(rejected && belongsTo && belongsTo !== platform ? otherTabMessage(rejected.name, belongsTo) : UNSUPPORTED_FORMAT);
    },
    [platform, reset],
  );

  const setUpdateExisting = useCallback(
    (next: boolean) => {
      setUpdate(next);
      if (phase.kind === 'preview') void replan(phase.listing, next);
    },
    [phase, replan],
  );

  const confirm = useCallback(async () => {
    if (phase.kind !== 'preview') return;
    const controller = startJob();
    const { listing } = phase;
    setError(null);
    setPhase({ kind: 'writing', listing, plan: phase.plan });
    try {
      const { plan, summary } = await importListing(database, listing, updateExisting);
      if (job.current === controller) setPhase({ kind: 'done', plan, summary });
      const products = [...plan.create, ...plan.update.map((update) => update.after)];
      onImported?.({ platform: listing.platform, products, summary, updateExisting });
    } catch (failure) {
      if (job.current !== controller) return;
      setError(importErrorMessage(failure));
      void replan(listing, updateExisting);
    }
  }, [database, onImported, phase, replan, startJob, updateExisting]);

  return {
    platform,
    file,
    updateExisting,
    phase,
    error,
    choosePlatform,
    chooseFile,
    rejectFiles,
    setUpdateExisting,
    confirm,
    reset,
  };
}
