/**
 * The PDF viewer's messages (docs/SPEC.md §8): pdf.js's reasons for not opening a file, and the
 * server's for not giving a stored file's bytes, in the specification's words.
 */
import { passwordProtectedMessage } from '../labels/messages';

export const MISSING_PDF = 'Missing PDF';
const INVALID_PDF = 'Invalid PDF';

export const unexpectedResponse = (status: number): string => `Unexpected server response (${status})`;

interface ErrorFields {
  name?: unknown;
  status?: unknown;
  missing?: unknown;
  message?: unknown;
}

const fieldsOf = (error: unknown): ErrorFields => (typeof error === 'object' && error !== null ? error : {});

/** pdf.js rejects with a ResponseException (missing or another status), a PasswordException or a parse error. */
export function pdfOpeningMessage(error: unknown, fileName: string): string {
  const { name, status, missing } = fieldsOf(error);
  if (name === 'PasswordException') return passwordProtectedMessage(fileName);
  if (name === 'ResponseException') return missing === true ? MISSING_PDF : unexpectedResponse(Number(status) || 0);
  return INVALID_PDF;
}

/**
 * A stored file's bytes not had from the server: a 404 is a file that is gone; without a status the
 * server was not reached, and the cause's own words say so.
 */
export function storedFileMessage(error: unknown): string {
  const { status, message } = fieldsOf(error);
  if (status === 404) return MISSING_PDF;
  if (typeof status === 'number' && status > 0) return unexpectedResponse(status);
  return typeof message === 'string' && message ? message : 'The server cannot be reached';
}
