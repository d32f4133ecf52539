import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withLazyBrotliDictionary } from '../../../bin/lazyBrotliDictionary.mjs';

const require = createRequire(import.meta.url);

/** The shape fontkit's bundles have: a dictionary module whose init stores the decompressed words, run at load. */
function dictionaryModule(source: string): { decompressions: () => number; dictionary: { dictionary?: Uint8Array } } {
  const run = new Function(
    `let decompressions = 0;
    const BrotliDecompressBuffer = () => { decompressions += 1; return new Uint8Array([7, 8, 9]); };
    const dictionary = { init(decompress) { this.dictionary = decompress(); } };
    ${source}
    return { decompressions: () => decompressions, dictionary };`,
  ) as () => ReturnType<typeof dictionaryModule>;
  return run();
}

describe("fontkit's Brotli dictionary in the CLI bundle", () => {
  it('is decompressed on first use, once, to the same words', () => {
    const eager = dictionaryModule('dictionary.init(BrotliDecompressBuffer);');
    const lazy = dictionaryModule(withLazyBrotliDictionary('dictionary.init(BrotliDecompressBuffer);', 'fontkit.js'));
    expect(eager.decompressions()).toBe(1);
    expect(lazy.decompressions()).toBe(0);
    expect(lazy.dictionary.dictionary).toEqual(eager.dictionary.dictionary);
    expect(lazy.dictionary.dictionary).toBe(lazy.dictionary.dictionary);
    expect(lazy.decompressions()).toBe(1);
  });

  it("applies to both of fontkit's published bundles", () => {
    for (const bundle of ['fontkit.umd.js', 'fontkit.es.js']) {
      const path = require.resolve(`@pdf-lib/fontkit/dist/${bundle}`);
      expect(withLazyBrotliDictionary(readFileSync(path, 'utf8'), path)).toContain(
        "Object.defineProperty(dictionary, 'dictionary'",
      );
    }
  });

  it('fails the build when fontkit no longer sets the dictionary up that way', () => {
    expect(() => withLazyBrotliDictionary('var dictionary = {};', 'fontkit.js')).toThrow(
      "fontkit.js: fontkit's Brotli dictionary is no longer set up by one 'dictionary.init(BrotliDecompressBuffer);'",
    );
  });
});
