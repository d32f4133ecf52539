import Dexie, { type EntityTable, type Table } from 'dexie';
import { SCHEMA_VERSIONS, type SchemaVersion, type TableRecords } from './schema';

export const DATABASE_NAME = 'flipkart-amazon-tools';

/** The local database of one station. */
export class AppDatabase extends Dexie {
  // `declare` keeps class-field semantics from overwriting the tables Dexie attaches in the constructor.
  declare products: Table<TableRecords['products'], string>;
  declare categories: Table<TableRecords['categories'], string>;
  declare stockMovements: Table<TableRecords['stockMovements'], string>;
  declare orderLines: Table<TableRecords['orderLines'], string>;
  declare transactions: Table<TableRecords['transactions'], string>;
  declare users: Table<TableRecords['users'], string>;
  declare files: Table<TableRecords['files'], string>;
  declare monitoringErrors: Table<TableRecords['monitoringErrors'], string>;
  declare monitoringPerformance: Table<TableRecords['monitoringPerformance'], string>;
  declare monitoringEvents: Table<TableRecords['monitoringEvents'], string>;
  declare outbox: EntityTable<TableRecords['outbox'], 'seq'>;
  declare syncState: Table<TableRecords['syncState'], string>;
  declare refusedChanges: EntityTable<TableRecords['refusedChanges'], 'seq'>;
  declare mergeBatches: Table<TableRecords['mergeBatches'], string>;
  declare packingMarks: Table<TableRecords['packingMarks'], string>;
  declare orderReturns: Table<TableRecords['orderReturns'], string>;
  declare handoverMarks: Table<TableRecords['handoverMarks'], string>;

  /**
   * The name is a parameter so that tests and the sync engine can open several stations'
   * databases side by side; `versions` exists so tests can prove an upgrade path.
   */
  constructor(name: string = DATABASE_NAME, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS) {
    super(name);
    for (const { version, stores, upgrade } of versions) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
  }
}
