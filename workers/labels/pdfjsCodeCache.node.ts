import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadWithCodeCache } from '../../bin/codeCache.mjs';
import { loadNodePdfJs, withNativeArrayPush } from './pdfjsNode';
import type { PdfJsLoader, PdfJsModule } from './pdfjsSeam';

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

/**
 * pdf.js for a thread of the command line: from its code-cached bundle beside `beside` (the CLI's
 * build, where the command and its reader thread lie), else as modules (tests, from the sources).
 */
export function nodePdfJsLoader(beside: string): PdfJsLoader {
  const bundled = fileURLToPath(new URL('./pdfjs.cjs', beside));
  return () => (existsSync(bundled) ? withNativeArrayPush(() => loadPdfJsWithCodeCache(bundled)) : loadNodePdfJs());
}
