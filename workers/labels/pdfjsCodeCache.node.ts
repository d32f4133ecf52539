import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import type { PdfJsModule } from './pdfjsSeam';

/** Where the bundled pdf.js finds its own module URL (bin/cliBundle.mjs defines `import.meta.url` as this). */
declare global {
  var __pdfjsModuleUrl: string | undefined;
}

/**
 * pdf.js as one CommonJS script (bin/cliBundle.mjs makes it beside the CLI's reader thread),
 * compiled with V8's code cache kept beside it. Compiling pdf.js's 3 MB took a third of each
 * reader thread's start; with the cache a command that reads one page starts noticeably sooner.
 * A cache V8 refuses (another Node version) is written again; one that cannot be written is
 * simply not kept.
 */
export function loadPdfJsWithCodeCache(bundle: string): PdfJsModule {
  const cache = `${bundle}.cache`;
  const require = createRequire(bundle);
  globalThis.__pdfjsModuleUrl = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  const cachedData = existsSync(cache) ? readFileSync(cache) : undefined;
  const script = new Script(`(function (require, module, exports) {${readFileSync(bundle, 'utf8')}\n})`, {
    filename: bundle,
    cachedData,
  });
  const module = { exports: {} as PdfJsModule };
  script.runInThisContext()(require, module, module.exports);
  if (!cachedData || script.cachedDataRejected) {
    try {
      const partial = `${cache}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cache);
    } catch {
      // A read-only install runs without the cache.
    }
  }
  return module.exports;
}
