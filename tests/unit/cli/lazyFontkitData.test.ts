import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// fontkit's Indic shaper is compiled to generator code that expects this global.
import 'regenerator-runtime/runtime';
import { withLazyFontkitData } from '../../../bin/lazyFontkitData.mjs';

const require = createRequire(import.meta.url);
const BUNDLES = ['fontkit.umd.js', 'fontkit.es.js'];
const FONTS = join(import.meta.dirname, '../../../public/fonts');

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

const DICTIONARY = 'dictionary.init(BrotliDecompressBuffer);';
const TRIES = [0, 1, 2, 3]
  .map((at) => {
    const suffix = at === 0 ? '' : `$${at}`;
    return `var trieData${suffix} = inflate(${at});\nvar trie${suffix} = new unicodeTrie(trieData${suffix});\n`;
  })
  .join('');

/** The shape of fontkit's tries: data inflated, then a trie built from it, at load. */
function trieModule(source: string): { inflated: () => number[]; tries: { get: (point: number) => number }[] } {
  const run = new Function(
    `const inflated = [];
    const dictionary = { init() {} };
    const BrotliDecompressBuffer = () => new Uint8Array(0);
    const inflate = (at) => { inflated.push(at); return at * 100; };
    function unicodeTrie(data) { this.data = data; }
    unicodeTrie.prototype.get = function (point) { return this.data + point; };
    ${source}
    return { inflated: () => inflated, tries: [trie, trie$1, trie$2, trie$3] };`,
  ) as () => ReturnType<typeof trieModule>;
  return run();
}

type Fontkit = typeof import('@pdf-lib/fontkit');

/** fontkit's CommonJS bundle as the CLI bundle has it, loaded from a scratch copy. */
const scratch = mkdtempSync(join(tmpdir(), 'lazy-fontkit-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
function lazyFontkit(): Fontkit {
  const path = require.resolve('@pdf-lib/fontkit/dist/fontkit.umd.js');
  const copy = join(scratch, 'fontkit.umd.js');
  writeFileSync(copy, withLazyFontkitData(readFileSync(path, 'utf8'), path));
  return require(copy) as Fontkit;
}

describe("fontkit's start-up data in the CLI bundle", () => {
  it('decompresses the Brotli dictionary on first use, once, to the same words', () => {
    const eager = dictionaryModule(DICTIONARY);
    const lazy = dictionaryModule(withLazyFontkitData(DICTIONARY + TRIES, 'fontkit.js'));
    expect(eager.decompressions()).toBe(1);
    expect(lazy.decompressions()).toBe(0);
    expect(lazy.dictionary.dictionary).toEqual(eager.dictionary.dictionary);
    expect(lazy.dictionary.dictionary).toBe(lazy.dictionary.dictionary);
    expect(lazy.decompressions()).toBe(1);
  });

  it('inflates each Unicode trie on its first lookup, once, to the same values', () => {
    const eager = trieModule(TRIES);
    const lazy = trieModule(withLazyFontkitData(DICTIONARY + TRIES, 'fontkit.js'));
    expect(eager.inflated()).toEqual([0, 1, 2, 3]);
    expect(lazy.inflated()).toEqual([]);
    expect(lazy.tries[2]?.get(5)).toBe(205);
    expect(lazy.tries[2]?.get(7)).toBe(207);
    expect(lazy.inflated()).toEqual([2]);
    expect(lazy.tries.map((trie) => trie.get(1))).toEqual(eager.tries.map((trie) => trie.get(1)));
    expect(lazy.inflated()).toEqual([2, 0, 1, 3]);
  });

  it("applies to both of fontkit's published bundles", () => {
    for (const bundle of BUNDLES) {
      const path = require.resolve(`@pdf-lib/fontkit/dist/${bundle}`);
      const lazy = withLazyFontkitData(readFileSync(path, 'utf8'), path);
      expect(lazy).toContain("Object.defineProperty(dictionary, 'dictionary'");
      expect(lazy).not.toMatch(/new unicodeTrie\(trieData(\$\d)?\)/);
    }
  });

  it('lays out Latin, rupee and Devanagari text as fontkit as published does', () => {
    const eager = require('@pdf-lib/fontkit') as Fontkit;
    const lazy = lazyFontkit();
    expect(lazy).not.toBe(eager);
    const cases: [string, string][] = [
      ['NotoSans-Regular.ttf', 'Chandan Tika 1 X [Puja] ₹94.29 ÉÀ ﬁ'],
      ['NotoSansDevanagari-Regular.ttf', 'गोमती चक्र श्री यंत्र क्षत्रिय'],
    ];
    for (const [file, text] of cases) {
      const bytes = readFileSync(join(FONTS, file));
      const laidOut = (fontkit: Fontkit) => {
        const run = fontkit.create(bytes).layout(text);
        return { glyphs: run.glyphs.map((glyph) => glyph.id), positions: run.positions.map((at) => ({ ...at })) };
      };
      expect(laidOut(lazy)).toEqual(laidOut(eager));
    }
  });

  it('fails the build when fontkit no longer sets its data up that way', () => {
    expect(() => withLazyFontkitData(`var dictionary = {};\n${TRIES}`, 'fontkit.js')).toThrow(
      "fontkit.js: fontkit's Brotli dictionary is no longer set up by one 'dictionary.init(BrotliDecompressBuffer);'",
    );
    expect(() =>
      withLazyFontkitData(DICTIONARY + TRIES.replace('new unicodeTrie(trieData$3)', 'makeTrie()'), 'fontkit.js'),
    ).toThrow("fontkit.js: fontkit no longer builds 4 Unicode tries at load as 'var trie = new unicodeTrie(trieData);'");
  });
});
