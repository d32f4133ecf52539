import { readFile } from 'node:fs/promises';

/**
 * fontkit decompresses Brotli's 120 KB word dictionary the moment it is loaded, for WOFF2 fonts
 * only; the footer fonts are TrueType. That is a tenth of a second or more of every label merge's
 * start-up on the main thread, so the CLI bundle decompresses it on first use instead.
 */
const EAGER_INIT = 'dictionary.init(BrotliDecompressBuffer);';
const LAZY_INIT = `Object.defineProperty(dictionary, 'dictionary', {
  configurable: true,
  enumerable: true,
  get: function () {
    delete dictionary.dictionary;
    dictionary.init(BrotliDecompressBuffer);
    return dictionary.dictionary;
  },
});`;

/** fontkit's source with the dictionary made lazy; a fontkit without that line fails the build, so the saving is never lost unnoticed. */
export function withLazyBrotliDictionary(source, path) {
  const at = source.indexOf(EAGER_INIT);
  if (at < 0 || source.indexOf(EAGER_INIT, at + 1) >= 0) {
    throw new Error(`${path}: fontkit's Brotli dictionary is no longer set up by one '${EAGER_INIT}'`);
  }
  return source.replace(EAGER_INIT, LAZY_INIT);
}

/** The esbuild plugin that applies it to fontkit's published bundles. */
export const lazyBrotliDictionary = {
  name: 'lazy-brotli-dictionary',
  setup(build) {
    build.onLoad({ filter: /[\\/]@pdf-lib[\\/]fontkit[\\/]dist[\\/]fontkit\.(?:umd|es)\.js$/ }, async (args) => ({
      contents: withLazyBrotliDictionary(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
