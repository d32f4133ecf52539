import type { ListingPlatform } from '../records';
import type { ParsedListing } from './listingRows';

/** What a screen, the command line or a test hands over to have a listing file read, and what it hears back. */

export interface ListingFileInput {
  platform: ListingPlatform;
  name: string;
  /** The file's bytes; null when no file was chosen. */
  data: ArrayBuffer | Uint8Array | null;
}

type ImportStage = 'reading' | 'checking';

export interface ImportProgress {
  stage: ImportStage;
  done: number;
  total: number;
}

export interface ParseControl {
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
}

/** How a screen reads a listing file: in the import worker, or in-process for tests and the command line. */
export interface ImportEngine {
  parseListing: (input: ListingFileInput, control?: ParseControl) => Promise<ParsedListing>;
}
