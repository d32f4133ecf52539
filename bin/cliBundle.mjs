import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazyBrotliDictionary } from './lazyBrotliDictionary.mjs';

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
/** Modules each command needs beside its own: the label merge reads pages in worker threads. */
/**
 * pdf.js for the label reader threads, as one CommonJS script they compile with V8's code cache
 * (workers/labels/pdfjsCodeCache.node.ts): the worker module first, so the API finds it evaluated.
 */
const PDFJS_SCRIPT = {
  contents: "import 'pdfjs-dist/legacy/build/pdf.worker.mjs';\nexport * from 'pdfjs-dist/legacy/build/pdf.mjs';\n",
  resolveDir: ROOT,
  sourcefile: 'pdfjs.mjs',
};
const ENTRIES = {
  labels: ['src/cli/labels.ts', 'workers/labels/readerThread.node.ts'],
  catalogue: ['src/cli/catalogue.ts'],
  transactions: ['src/cli/transactions.ts'],
};

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

async function buildPdfJsScript(build) {
  const script = join(CLI_BUILD, 'pdfjs.cjs');
  const partial = `${script}.${process.pid}.partial`;
  await build({
    stdin: PDFJS_SCRIPT,
    outfile: partial,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    define: { 'import.meta.url': '__pdfjsModuleUrl' },
    logLevel: 'error',
  });
  renameSync(partial, script);
  rmSync(`${script}.cache`, { force: true });
}

/** Chunks are named by their content: those no entry of the new build names are left from older builds. */
function dropOldChunks(written) {
  const current = new Set(written);
  for (const name of readdirSync(CLI_BUILD)) {
    const path = join(CLI_BUILD, name);
    if (name.startsWith('chunk-') && !current.has(path)) rmSync(path, { force: true });
  }
}

/**
 * The command as one JavaScript file under build/cli/, made again only when a source file is
 * newer: starting from it takes a fraction of what compiling TypeScript on every run costs.
 */
export async function ensureCliBundle(command) {
  const entries = ENTRIES[command];
  if (!entries) throw new Error(`Unknown command ${command}: one of ${Object.keys(ENTRIES).join(', ')}`);
  const names = entries.map((entry) => entry.split('/').at(-1).replace(/\.ts$/, ''));
  const outputs = names.map((name) => join(CLI_BUILD, `${name}.mjs`));
  const oldest = Math.min(...outputs.map(builtAt));
  const newest = Math.max(...SOURCES.map((source) => newestChange(join(ROOT, source))));
  if (oldest < newest) {
    const { build } = await import('esbuild');
    const result = await build({
      write: false,
      entryPoints: Object.fromEntries(entries.map((entry, at) => [names[at], join(ROOT, entry)])),
      outdir: CLI_BUILD,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // A command's entry loads its heavy modules with import(): they become chunks of their own,
      // and the entry can start work (the label readers) before they are evaluated.
      splitting: true,
      chunkNames: 'chunk-[hash]',
      plugins: [
        {
          name: 'external-packages',
          setup(bundle) {
            bundle.onResolve({ filter: /^[^./]/ }, (args) =>
              EXTERNAL_PACKAGES.test(args.path) ? { path: args.path, external: true } : undefined,
            );
          },
        },
        lazyBrotliDictionary,
      ],
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      minify: true,
      logLevel: 'error',
    });
    // Two commands started at once may both build: each file is written whole, then renamed.
    mkdirSync(CLI_BUILD, { recursive: true });
    for (const file of result.outputFiles) {
      const partial = `${file.path}.${process.pid}.partial`;
      writeFileSync(partial, file.contents);
      renameSync(partial, file.path);
    }
    dropOldChunks(result.outputFiles.map((file) => file.path));
    if (command === 'labels') await buildPdfJsScript(build);
  }
  return outputs[0];
}
