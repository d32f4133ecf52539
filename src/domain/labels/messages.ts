/** docs/SPEC.md §8, merge errors, word for word. */
export const NO_FILES = 'No files provided';
const READ_FAILED = 'Failed to read file';
export const MERGE_FAILED = 'Failed to merge PDFs';
export const NOT_LOADED = 'PDF document is not loaded. Call initialize() first';
const INTEGRITY_FAILED = 'Integrity check failed';

/** 'Failed to read file: a.pdf, b.pdf': the unreadable files are named after the message. */
export function readFailedMessage(fileNames: readonly string[]): string {
  return `${READ_FAILED}: ${fileNames.join(', ')}`;
}

export function integrityFailedMessage(problems: readonly string[]): string {
  return `${INTEGRITY_FAILED}: ${problems.join('; ')}`;
}

/**
 * A file that needs a password to open (a user password, or a certificate): it is refused. This
 * and the next two say why a file cannot be merged, where 'Failed to read file' cannot.
 */
export function passwordProtectedMessage(fileName: string): string {
  return `${fileName} is password-protected`;
}

export function noPagesMessage(fileName: string): string {
  return `${fileName} has no pages`;
}

/** Encrypted by a scheme neither a password nor its absence can open here (an unknown revision). */
export function unsupportedEncryptionMessage(fileName: string): string {
  return `${fileName} is encrypted in a way that cannot be read`;
}

/**
 * A file whose page (or, outside any page, whose file: `page` null) holds compressed data that
 * inflates past the reader's limit, as a decompression bomb does: refused rather than read.
 */
export function inflateLimitMessage(fileName: string, page: number | null, limitBytes: number): string {
  const where = page === null ? fileName : `${fileName} page ${page}`;
  return `${where}: compressed data inflates to more than ${Math.round(limitBytes / (1024 * 1024))} MB`;
}
