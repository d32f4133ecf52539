/**
 * Rules of stored files (docs/SPEC.md §15): what the server keeps (types, 50 MB), expiry defaults, and the
 * storage screen's grouping, search and totals. Pure: the same rules the server holds in
 * pocketbase/pb_migrations/1767225740_files_metadata.js and pb_hooks/files.js.
 */
import { formatCount, formatTenths } from '../format';
import type { FileKind, StoredFile, UserRecord } from '../records';
import { isAdmin } from '../roles';

const MAX_FILE_BYTES = 50 * 1024 * 1024;
const MERGED_LABELS_EXPIRY_DAYS = 30;
const MIN_EXPIRY_DAYS = 1;
const MAX_EXPIRY_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export const FILE_KINDS: readonly { value: FileKind; label: string }[] = [
  { value: 'merged-labels', label: 'Merged labels' },
  { value: 'marketplace-download', label: 'Marketplace download' },
  { value: 'report', label: 'Report' },
  { value: 'other', label: 'Other' },
];

export const kindLabel = (kind: FileKind): string => FILE_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** The types the server keeps, by extension (a browser often gives '' for .csv or .xls). */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};
const KEPT_TYPES: ReadonlySet<string> = new Set(Object.values(TYPES_BY_EXTENSION));

/** The file inputs' accept list. */
export const ACCEPTED_FILES = [...Object.keys(TYPES_BY_EXTENSION).map((ext) => `.${ext}`), ...KEPT_TYPES].join(',');

/** The type the file is stored with, or null for a type the server does not keep. */
export function storedTypeOf(name: string, browserType: string): string | null {
  const base = browserType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (KEPT_TYPES.has(base)) return base;
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? null;
}

/** Why a file cannot be stored, or null when it can. */
export function uploadProblem(name: string, size: number, browserType: string): string | null {
  if (storedTypeOf(name, browserType) === null) return `${name}: only PDF, image, CSV, TXT and Excel files are stored`;
  if (size > MAX_FILE_BYTES) return `${name} is larger than 50 MB`;
  if (size === 0) return `${name} is empty`;
  return null;
}

/** Days until a new file of this kind expires by default; null: it does not expire. */
/** A PDF opens in the viewer. */
export const isPdf = (file: Pick<StoredFile, 'contentType'>): boolean => file.contentType === 'application/pdf';

export const defaultExpiryDays = (kind: FileKind): number | null => (kind === 'merged-labels' ? MERGED_LABELS_EXPIRY_DAYS : null);

/** Merged labels carry customers' addresses: the server keeps them for a year at most (docs/SPEC.md §18). */
export const mustExpire = (kind: FileKind): boolean => kind === 'merged-labels';

/**
 * Whether this user may change when the file is deleted: its uploader or an admin, as the server
 * holds (pb_hooks/files.js). A file not on the server yet is this station's user's own.
 */
export function mayChangeExpiry(
  file: Pick<StoredFile, 'uploadedBy' | 'uploaded'>,
  user: Pick<UserRecord, 'email' | 'role'> | null,
): boolean {
  if (!user) return false;
  return isAdmin(user) || !file.uploaded || file.uploadedBy === user.email;
}

/** A whole number of days from 1 to 365. */
const isValidExpiryDays = (days: number): boolean => Number.isInteger(days) && days >= MIN_EXPIRY_DAYS && days <= MAX_EXPIRY_DAYS;

/** The expiry stamp `days` after `from`, or '' for never. */
export function expiryAfter(days: number | null, from: Date): string {
  if (days === null) return '';
  if (!isValidExpiryDays(days)) throw new Error(`Keep a file from ${MIN_EXPIRY_DAYS} to ${MAX_EXPIRY_DAYS} days`);
  return new Date(from.getTime() + days * DAY_MS).toISOString();
}

export interface FileFilter {
  search: string;
  kind: FileKind | null;
}

/** Live files matching the search (name, description, uploader; any case) and kind. */
export function filterFiles<T extends StoredFile>(files: readonly T[], filter: FileFilter): T[] {
  const needle = filter.search.trim().toLowerCase();
  return files.filter(
    (file) =>
      !file.deleted &&
      (filter.kind === null || file.kind === filter.kind) &&
      (needle === '' || [file.name, file.description, file.uploadedBy].some((text) => text.toLowerCase().includes(needle))),
  );
}

export interface DayGroup<T> {
  day: string;
  files: T[];
}

/** Newest day first; within a day, the newest file first. */
export function groupByDay<T extends StoredFile>(files: readonly T[]): DayGroup<T>[] {
  const days = new Map<string, T[]>();
  for (const file of files) days.set(file.day, [...(days.get(file.day) ?? []), file]);
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([day, list]) => ({ day, files: list.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) }));
}

export function fileTotals(files: readonly StoredFile[]): { count: number; bytes: number } {
  return { count: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) };
}

/** 1 KB = 1,024 bytes, one decimal from KB on, in Indian grouping (docs/SPEC.md §12): 1,023 bytes, 1,000.0 MB. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${formatCount(value)} bytes` : `${formatTenths(value)} ${units[unit]}`;
}

/** The name of a copy beside the original: 'labels.pdf' → 'labels (annotated).pdf'. */
export function annotatedCopyName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (annotated)${name.slice(dot)}` : `${name} (annotated)`;
}
