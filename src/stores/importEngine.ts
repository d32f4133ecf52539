import type { ImportEngine } from '../domain/catalogue/listingReading';
import { workerImportEngine } from '../../workers/importClient';

/** The listing reader of the Products screen: screens reach the workers through the stores, as the merge does. */
export const stationImportEngine: ImportEngine = workerImportEngine;
