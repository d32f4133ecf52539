import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/**
 * Runs a CommonJS bundle compiled with V8's code cache kept beside it (`<bundle>.cache`). Node 20
 * keeps no compiled code between runs, and compiling a megabyte or more of minified JavaScript
 * (pdf-lib and fontkit, pdf.js) was a large part of every command's start.
 *
 * Node maps stack traces through source maps only for modules its own loader compiled: with
 * `--enable-source-maps` the bundle is required as usual, without the cache.
 */
export function loadWithCodeCache(bundle) {
  if (process.sourceMapsEnabled) return { exports: createRequire(import.meta.url)(bundle), keepCache() {} };
  const cache = `${bundle}.cache`;
  const builtAt = statSync(bundle).mtimeMs;
  const cachedData = existsSync(cache) ? readFileSync(cache) : undefined;
  // The wrapper Node's own loader gives a CommonJS module.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`, {
    filename: bundle,
    cachedData,
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  const stale = !cachedData || script.cachedDataRejected;
  return {
    exports: module.exports,
    /**
     * Keeps the cache if there was none or V8 refused it (another Node version). Called once the
     * bundle has done its work, the cache holds the functions that work compiled as well. V8 checks
     * a cache against the source's length only, so none is kept for a bundle rebuilt meanwhile.
     */
    keepCache() {
      if (!stale) return;
      try {
        if (statSync(bundle).mtimeMs !== builtAt) return;
        const partial = `${cache}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cache);
      } catch {
        // A read-only install runs without the cache.
      }
    },
  };
}
