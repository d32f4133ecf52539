import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLI_BUILD = join(ROOT, 'build', 'cli');
/** What the bundle is made from: the sources, the packages, and this folder's build helpers. */
const SOURCES = ['src', 'workers', 'package.json', 'package-lock.json', 'bin'];
/**
 * Packages loaded from node_modules as they are: pdf.js (large, loaded by the reader threads only)
 * and esbuild (a native binary). The others are bundled: pdf-lib and fontkit as published are
 * hundreds of small modules, and loading them one by one took most of a second.
 */
const EXTERNAL_PACKAGES = /^(?:pdfjs-dist|esbuild)(?:\/|$)/;
/**
 * pdf.js for the label reader threads, as one CommonJS script they compile with V8's code cache
 * (workers/labels/pdfjsCodeCache.node.ts): the worker module first, so the API finds it evaluated.
 */
const PDFJS_SCRIPT = {
  contents: "import 'pdfjs-dist/legacy/build/pdf.worker.mjs';\nexport * from 'pdfjs-dist/legacy/build/pdf.mjs';\n",
  resolveDir: ROOT,
  sourcefile: 'pdfjs.mjs',
};
/**
 * Each command's entry, run by bin/cli.mjs with V8's code cache (bin/codeCache.mjs), so one
 * CommonJS script: its heavy modules, loaded with import(), are evaluated only when reached.
 */
const ENTRIES = {
  labels: 'src/cli/labels.ts',
  catalogue: 'src/cli/catalogue.ts',
  transactions: 'src/cli/transactions.ts',
};
/** Started by the label merge as worker threads, from beside its bundle (workers/labels/nodeReaderPool.ts). */
const LABEL_READER = 'workers/labels/readerThread.node.ts';

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), info.mtimeMs);
}

function builtAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -Infinity;
  }
}

const BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  minify: true,
  logLevel: 'error',
  plugins: [
    {
      // Each reader thread loads only zxing's Code 128 reader, not the package's every reader (as vite.config.ts).
      name: 'zxing-code128',
      setup(bundle) {
        bundle.onResolve({ filter: /^@zxing\/library$/ }, () => ({ path: join(ROOT, 'workers/labels/zxingCode128.ts') }));
      },
    },
    {
      name: 'external-packages',
      setup(bundle) {
        bundle.onResolve({ filter: /^[^./]/ }, (args) =>
          EXTERNAL_PACKAGES.test(args.path) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
};

/**
 * Builds with `options` and writes each file whole, then renames it: two commands started at once
 * may both build. A file's code cache is of the file it replaces, so it goes; a file built the same
 * again (the other command's build, or a change to comments only) is kept with its cache.
 */
async function bundle(build, options) {
  const result = await build({ ...options, write: false });
  mkdirSync(CLI_BUILD, { recursive: true });
  for (const file of result.outputFiles) {
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) {
      const now = new Date();
      utimesSync(file.path, now, now);
      continue;
    }
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
    rmSync(`${file.path}.cache`, { force: true });
  }
}

/** Builds before this one split commands into ES module chunks: none is used now. */
function dropOldChunks() {
  for (const name of readdirSync(CLI_BUILD)) if (name.startsWith('chunk-')) rmSync(join(CLI_BUILD, name), { force: true });
}

/**
 * The command as one CommonJS script under build/cli/, made again only when a source file is
 * newer: starting from it takes a fraction of what compiling TypeScript on every run costs.
 */
export async function ensureCliBundle(command) {
  const entry = ENTRIES[command];
  if (!entry) throw new Error(`Unknown command ${command}: one of ${Object.keys(ENTRIES).join(', ')}`);
  const script = join(CLI_BUILD, `${command}.cjs`);
  const reader = join(CLI_BUILD, 'readerThread.node.mjs');
  const outputs = command === 'labels' ? [script, reader] : [script];
  const oldest = Math.min(...outputs.map(builtAt));
  const newest = Math.max(...SOURCES.map((source) => newestChange(join(ROOT, source))));
  if (oldest < newest) {
    // Loaded only to build: most runs find the bundle up to date.
    const [{ build }, { lazyFontkitData }] = await Promise.all([import('esbuild'), import('./lazyFontkitData.mjs')]);
    const options = { ...BUILD_OPTIONS, plugins: [...BUILD_OPTIONS.plugins, lazyFontkitData] };
    await bundle(build, {
      ...options,
      entryPoints: [join(ROOT, entry)],
      outfile: script,
      format: 'cjs',
      // import() of a module the bundle holds becomes a lazy require: a script compiled by
      // node:vm cannot load modules with import() without an experimental flag.
      supported: { 'dynamic-import': false },
      // What import.meta.url is in the ES modules bundled: nodeFonts.ts finds the fonts by it.
      banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
      define: { 'import.meta.url': '__bundleUrl' },
    });
    if (command === 'labels') {
      await bundle(build, { ...options, entryPoints: [join(ROOT, LABEL_READER)], outfile: reader, format: 'esm' });
      await bundle(build, {
        stdin: PDFJS_SCRIPT,
        outfile: join(CLI_BUILD, 'pdfjs.cjs'),
        bundle: true,
        format: 'cjs',
        platform: 'node',
        target: 'node20',
        define: { 'import.meta.url': '__pdfjsModuleUrl' },
        logLevel: 'error',
      });
    }
    dropOldChunks();
  }
  return script;
}
