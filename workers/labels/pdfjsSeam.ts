import type * as PdfJs from 'pdfjs-dist';
import { skipFontPrograms } from './skipFontPrograms';
import { passwordProtectedMessage } from '../../src/domain/labels/messages';

export type PdfJsModule = typeof PdfJs;
export type PdfDocument = PdfJs.PDFDocumentProxy;

/**
 * How pdf.js is obtained: the legacy build in Node 20 (the modern one needs Node 22 APIs), the
 * normal build in browsers. Both are loaded with their worker module already evaluated, so
 * pdf.js parses in the calling thread, which is itself a reader worker.
 */
export type PdfJsLoader = () => Promise<PdfJsModule>;

/**
 * Opens a file for its text. pdf.js opens files with only an owner password by itself; one that
 * needs a user password rejects with `<fileName> is password-protected` (still named
 * 'PasswordException', as pdf.js names it), and the loading task is let go.
 */
export async function openDocument(pdfjs: PdfJsModule, data: Uint8Array, fileName = 'The file'): Promise<PdfDocument> {
  // pdf.js takes the bytes over anyway; hiding the font programs it does not need for text saves
  // a third of the reading time on label files with fully embedded fonts (skipFontPrograms.ts).
  skipFontPrograms(data);
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if ((error as { name?: unknown } | null)?.name === 'PasswordException') {
      const refused = new Error(passwordProtectedMessage(fileName), { cause: error });
      refused.name = 'PasswordException';
      throw refused;
    }
    throw error;
  }
}
