import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { loadWithCodeCache } from '../../bin/codeCache.mjs';
import type { PdfJsModule } from './pdfjsSeam';

/** Where the bundled pdf.js finds its own module URL (bin/cliBundle.mjs defines `import.meta.url` as this). */
declare global {
  var __pdfjsModuleUrl: string | undefined;
}

/**
 * pdf.js as one CommonJS script (bin/cliBundle.mjs makes it beside the CLI's reader thread),
 * compiled with V8's code cache kept beside it. Compiling pdf.js's 3 MB took a third of each
 * reader thread's start; with the cache a command that reads one page starts noticeably sooner.
 */
export function loadPdfJsWithCodeCache(bundle: string): PdfJsModule {
  globalThis.__pdfjsModuleUrl = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  const loaded = loadWithCodeCache(bundle);
  loaded.keepCache();
  return loaded.exports as PdfJsModule;
}
