/**
 * The one definition of every stored record. Dexie tables, the sync engine, the workers and the
 * screens all import these types; PocketBase collections mirror them field for field.
 */

import type { Platform } from './marketplaces';

/** The marketplace table (marketplaces.ts) defines the platforms; records name them by id. */
export { LISTING_PLATFORMS, PLATFORMS, type ListingPlatform, type Platform } from './marketplaces';

/** Fields every record that syncs with PocketBase carries (see docs/ARCHITECTURE.md, Data). */
interface SyncedFields {
  /** Client-made, 15 characters of [a-z0-9]: PocketBase's id rule. */
  id: string;
  /** Server stamp (PocketBase `updated`); empty until the server has seen the record. */
  updated: string;
  /**
   * The server's number of its latest write of the record, in commit order within a collection
   * (the pull cursor); absent until the station has pulled the record.
   */
  syncSeq?: number;
  /** Tombstone: PocketBase deletes are hard, so removals travel as this flag. */
  deleted: boolean;
}

export type Visibility = 'visible' | 'hidden';

export interface ProductInventory {
  quantity: number;
  lowStockThreshold: number;
  lastUpdated: string;
}

export interface ProductMetadata {
  listingStatus: string;
  moq: string;
  amazonSerialNumber: string | null;
  flipkartSerialNumber: string | null;
  createdAt: string;
  updatedAt: string;
  lastImportedFrom: 'Amazon Import' | 'Flipkart Import' | null;
}

export interface Product extends SyncedFields {
  sku: string;
  name: string;
  description: string;
  platform: Platform;
  sellingPrice: number;
  customCostPrice: number | null;
  categoryId: string;
  visibility: Visibility;
  inventory: ProductInventory | null;
  metadata: ProductMetadata;
}

export interface CategoryInventory {
  totalQuantity: number;
  lowStockThreshold: number;
  lastUpdated: string;
  productCount: number;
}

export interface Category extends SyncedFields {
  name: string;
  description: string;
  tag: string;
  costPrice: number | null;
  createdAt: string;
  updatedAt: string;
  inventory: CategoryInventory | null;
}

/** The part of a product the label merge needs; a worker receives it as plain data. */
export type CatalogueProduct = Pick<Product, 'sku' | 'platform' | 'name' | 'categoryId' | 'sellingPrice'>;
export type CatalogueCategory = Pick<Category, 'id' | 'name'>;

/**
 * The station's products and categories: whole records for the product screens
 * (`Catalogue<Product, Category>`), only the fields it needs for the label merge.
 */
export interface Catalogue<P extends CatalogueProduct = CatalogueProduct, C extends CatalogueCategory = CatalogueCategory> {
  products: P[];
  categories: C[];
}

type StockMovementType = 'add' | 'remove' | 'transfer';

export interface TransferMetadata {
  targetCategoryId: string;
  targetCategoryName: string;
  productSkus: string[];
}

/** The specification's inventory operation record; an append-only ledger entry. */
export interface StockMovement extends SyncedFields {
  categoryId: string;
  type: StockMovementType;
  quantity: number;
  /** The category's quantity before and after; the server's figures once it has applied the movement. */
  previousQuantity: number;
  newQuantity: number;
  /** The signed change actually made to the category: a removal is clamped at 0 (docs/SPEC.md §5). */
  appliedDelta: number;
  reason: string;
  performedBy: string;
  /** When the station made it, by its own clock: shown, never used to order movements. */
  timestamp: string;
  metadata: TransferMetadata | null;
  /**
   * The order in which movements took effect: the server numbers each movement it applies
   * (pb_hooks/stock.js); until this station has pulled that number, it holds one after the last it
   * knows, in the order the station wrote them.
   */
  sequence: number;
}

/** One line of a day's orders; the specification's order-day document is the view of one date. */
export interface OrderLine extends SyncedFields {
  /** yyyy-MM-dd */
  date: string;
  name: string;
  quantity: string;
  type: Platform;
  sku: string;
  orderId: string;
  createdAt: string;
  categoryId: string;
  category: string;
  /**
   * Flipkart's air waybill number of the parcel the line ships in; '' for Amazon and for lines
   * recorded before it was kept. Part of the line's key: one order can ship as several parcels.
   */
  awb: string;
  /** The merge batch that recorded the line; '' for lines recorded before batches were kept. */
  batchId: string;
  /**
   * The courier that takes the parcel (docs/SPEC.md §19): 'Amazon' for Amazon Easy Ship, the courier a
   * Flipkart label names, 'Unknown' otherwise; '' for lines recorded before it was kept.
   */
  courier: string;
}

/** One label file of a merge, as the batch remembers it. */
export interface MergeBatchFile {
  name: string;
  platform: Platform;
  pages: number;
}

/**
 * One label merge, as history: what was merged, by whom, where and for which day. Written once
 * with its order lines; the server refuses changes to it (pb_migrations, merge_batches).
 */
export interface MergeBatch extends SyncedFields {
  /** yyyy-MM-dd the orders are recorded for. */
  date: string;
  /** When the station merged, by its own clock. */
  createdAt: string;
  /** The signed-in user's e-mail; the server sets it from the request's auth when it arrives. */
  createdBy: string;
  /** The station that merged (its local id; see db/station.ts). */
  station: string;
  files: MergeBatchFile[];
  /** Orders (distinct platform + order id) in the merged labels. */
  orders: number;
  /** Orders per platform. */
  platformCounts: Record<Platform, number>;
  /** Order lines this merge recorded (lines recorded before, by another merge, are not counted). */
  recordedLines: number;
}

/**
 * A parcel of a day scanned as packed. The id is made from platform + order id + AWB + date, so
 * the same parcel scanned on two stations is one mark (the first to reach the server stands).
 */
export interface PackingMark extends SyncedFields {
  platform: Platform;
  orderId: string;
  /** '' for an Amazon parcel (its order id names it). */
  awb: string;
  /** yyyy-MM-dd of the order lines the parcel belongs to. */
  date: string;
  /** The signed-in user's e-mail; the server sets it from the request's auth when it arrives. */
  packedBy: string;
  packedAt: string;
}

/**
 * A parcel of a day handed over to its courier at pickup (docs/SPEC.md §19). The id is made from platform
 * + order id + AWB + date, as a packing mark's: the same parcel scanned on two stations is one mark.
 */
export interface HandoverMark extends SyncedFields {
  platform: Platform;
  orderId: string;
  awb: string;
  date: string;
  /** The courier it was handed to. */
  courier: string;
  /** The signed-in user's e-mail; the server sets it from the request's auth when it arrives. */
  handedOverBy: string;
  handedOverAt: string;
}

/** What the packer found of a returned line: sellable again, or not. */
export type ReturnOutcome = 'back-in-stock' | 'damaged';

/**
 * One line of a returned parcel, received by scan (docs/SPEC.md §19). The id is made from the line's
 * platform + order id + AWB + SKU + merged day, so the same line received on two stations is one
 * record (the first to reach the server stands), and its stock goes back once.
 */
export interface ReturnedLine extends SyncedFields {
  platform: Platform;
  orderId: string;
  /** '' for a parcel without one (Amazon). */
  awb: string;
  sku: string;
  name: string;
  quantity: number;
  categoryId: string;
  category: string;
  /** yyyy-MM-dd of the order line: the day it was merged. */
  mergedDate: string;
  outcome: ReturnOutcome;
  reason: string;
  /** yyyy-MM-dd the return was received, by the receiving station's day. */
  receivedDay: string;
  /** The signed-in user's e-mail; the server sets it from the request's auth when it arrives. */
  receivedBy: string;
  receivedAt: string;
  /** The movement that put the quantity back in stock; '' for a damaged line. */
  stockMovementId: string;
}

/** Keyed by a deterministic hash of its content; the other fields are kept as read. */
export interface Transaction extends SyncedFields {
  hash: string;
  data: Record<string, string | number | boolean | null>;
}

export type UserRole = 'user' | 'admin';

export interface UserRecord {
  id: string;
  email: string;
  role: UserRole;
  /** PocketBase `created`: the specification's createdAt. */
  created: string;
  lastLoginAt: string;
}

/** What a stored file is to the seller (docs/SPEC.md §15). */
export type FileKind = 'merged-labels' | 'marketplace-download' | 'report' | 'other';

/**
 * A stored file's record; the bytes wait locally as `blob` until the upload is acknowledged, and
 * are then released (kept only while the viewer has the file open).
 */
export interface StoredFile extends SyncedFields {
  name: string;
  /** The file's type (MIME). */
  contentType: string;
  size: number;
  createdAt: string;
  kind: FileKind;
  /** The day it belongs to, yyyy-MM-dd. */
  day: string;
  description: string;
  /** The uploader's e-mail, set by the server from the sign-in; '' until the server has it. */
  uploadedBy: string;
  /** The station that added it (stationId.ts). */
  station: string;
  /** The merge batch it came from, '' for none. */
  batchId: string;
  /** When the server deletes it (ISO 8601), '' for never. */
  expiresAt: string;
  blob: Blob | null;
  uploaded: boolean;
}

export type Severity = 'low' | 'medium' | 'high' | 'critical';

export interface MonitoringError {
  id: string;
  /** The id the user was shown for it (the crash screen's "Error id"), when there was one. */
  errorId?: string;
  timestamp: string;
  message: string;
  stack: string;
  url: string;
  userAgent: string;
  userId: string;
  sessionId: string;
  severity: Severity;
  tags: string[];
  context: { viewport: { width: number; height: number } };
}

type WebVitalName = 'LCP' | 'INP' | 'CLS';
type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** A web vital as the `web-vitals` package last reported it (CLS unitless, the others in ms). */
export interface WebVital {
  name: WebVitalName;
  value: number;
  rating: WebVitalRating;
}

/** A page load's timings in ms, taken 2 seconds after load (docs/SPEC.md §9). */
export interface MonitoringPerformance {
  id: string;
  timestamp: string;
  pageLoad: number;
  domReady: number;
  resourceLoad: number;
  /** The vitals known by then (reported again at page close when they changed). */
  vitals: WebVital[];
  page: string;
  sessionId: string;
}

/** What a station says of itself with every monitoring flush (docs/SPEC.md §16). */
export interface StationHeartbeat {
  id: string;
  timestamp: string;
  stationId: string;
  appVersion: string;
  pendingChanges: number;
  userId: string;
}

export interface MonitoringEvent {
  id: string;
  timestamp: string;
  event: string;
  properties: Record<string, string | number | boolean | null>;
  page: string;
}

/** Names of the collections shared by Dexie tables and PocketBase. */
export const SYNCED_COLLECTIONS = [
  'products',
  'categories',
  'stock_movements',
  'order_lines',
  'transactions',
  'files',
  'merge_batches',
  'packing_marks',
  'order_returns',
  'handover_marks',
] as const;
export type SyncedCollection = (typeof SYNCED_COLLECTIONS)[number];

export type OutboxOperation = 'upsert' | 'delete';

/** A local change waiting to reach the server, in write order. */
export interface OutboxEntry {
  seq?: number;
  collection: SyncedCollection | 'users';
  recordId: string;
  op: OutboxOperation;
  payload: Record<string, unknown>;
  createdAt: string;
}

/**
 * A change the server refused (400 and the like): it left the outbox, and is kept here until the
 * user has seen it, so that a reload or another tab still shows it.
 */
export interface RefusedChange {
  seq?: number;
  collection: OutboxEntry['collection'];
  recordId: string;
  op: OutboxOperation;
  payload: Record<string, unknown>;
  /** The HTTP status of the refused request. */
  status: number;
  /** The server's reason, e.g. 'Insufficient inventory in source category' or 'name: Cannot be blank'. */
  message: string;
  refusedAt: string;
}

/** Per-collection pull cursor: the `syncSeq` of the last record seen (0: none yet). */
export interface SyncState {
  collection: SyncedCollection | 'users';
  cursorSeq: number;
  lastSyncedAt: string;
  /**
   * The server incarnation the cursor counts in (pb_hooks/sync_incarnation.js); none in states
   * saved before the server had one.
   */
  incarnation?: string;
}
