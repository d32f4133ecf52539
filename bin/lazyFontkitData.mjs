import { readFile } from 'node:fs/promises';

/*
 * fontkit builds data at load that a label merge's footers mostly never use: a tenth of a second
 * or more of every merge's start-up on the main thread. The CLI bundle builds each piece on first
 * use instead. A fontkit whose source no longer has the expected shape fails the build, so the
 * saving is never lost unnoticed.
 */

/** Brotli's 120 KB word dictionary, for WOFF2 fonts only; the footer fonts are TrueType. */
const EAGER_DICTIONARY = 'dictionary.init(BrotliDecompressBuffer);';
const LAZY_DICTIONARY = `Object.defineProperty(dictionary, 'dictionary', {
  configurable: true,
  enumerable: true,
  get: function () {
    delete dictionary.dictionary;
    dictionary.init(BrotliDecompressBuffer);
    return dictionary.dictionary;
  },
});`;

/**
 * Unicode tries, each inflated three times over at load (some 40 ms for the four): the character categories
 * every glyph asks for, and the Arabic, Indic and Universal shapers' tables, which only text in
 * those scripts needs. Each is inflated by the first `get` instead.
 */
const TRIE_DATA = /var (trieData(?:\$\d+)?) = ([^;\n]+);/g;
const TRIE = /var (trie(?:\$\d+)?) = new unicodeTrie\((trieData(?:\$\d+)?)\);/g;
const TRIES = 4;

function lazyTries(source, path) {
  const data = [...source.matchAll(TRIE_DATA)].length;
  const tries = [...source.matchAll(TRIE)].length;
  if (data !== TRIES || tries !== TRIES) {
    throw new Error(
      `${path}: fontkit no longer builds ${TRIES} Unicode tries at load as 'var trie = new unicodeTrie(trieData);'`,
    );
  }
  return source
    .replace(TRIE_DATA, (_, name, inflate) => `var ${name} = function () { return ${inflate}; };`)
    .replace(
      TRIE,
      (_, name, data) =>
        `var ${name} = { get: function (codePoint) { var built = new unicodeTrie(${data}()); this.get = function (point) { return built.get(point); }; return built.get(codePoint); } };`,
    );
}

function lazyDictionary(source, path) {
  const at = source.indexOf(EAGER_DICTIONARY);
  if (at < 0 || source.indexOf(EAGER_DICTIONARY, at + 1) >= 0) {
    throw new Error(`${path}: fontkit's Brotli dictionary is no longer set up by one '${EAGER_DICTIONARY}'`);
  }
  return source.replace(EAGER_DICTIONARY, LAZY_DICTIONARY);
}

/** fontkit's source with its dictionary and tries built on first use. */
export function withLazyFontkitData(source, path) {
  return lazyTries(lazyDictionary(source, path), path);
}

/** The esbuild plugin that applies it to fontkit's published bundles. */
export const lazyFontkitData = {
  name: 'lazy-fontkit-data',
  setup(build) {
    build.onLoad({ filter: /[\\/]@pdf-lib[\\/]fontkit[\\/]dist[\\/]fontkit\.(?:umd|es)\.js$/ }, async (args) => ({
      contents: withLazyFontkitData(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
