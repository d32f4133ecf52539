/** SPEC section 8, merge errors, word for word. */
export const NO_FILES = 'No files provided';
export const READ_FAILED = 'Failed to read file';
export const MERGE_FAILED = 'Failed to merge PDFs';
export const NOT_LOADED = 'PDF document is not loaded. Call initialize() first';
export const INTEGRITY_FAILED = 'Integrity check failed';

/** 'Failed to read file: a.pdf, b.pdf': the unreadable files are named after the message. */
export function readFailedMessage(fileNames: readonly string[]): string {
  return `${READ_FAILED}: ${fileNames.join(', ')}`;
}

export function integrityFailedMessage(problems: readonly string[]): string {
  return `${INTEGRITY_FAILED}: ${problems.join('; ')}`;
}
