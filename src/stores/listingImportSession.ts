import { localDatabase } from '../db/localDatabase';
import { workerImportEngine } from '../../workers/importClient';
import { createListingImportStore } from './listingImport';

/** The station's one listing import: it outlives the Products screen, so a long read goes on while the user looks elsewhere. */
export const listingImportStore = createListingImportStore({ engine: workerImportEngine, database: localDatabase });
