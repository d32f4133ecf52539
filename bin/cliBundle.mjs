import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const CLI_BUILD = join(ROOT, 'build', 'cli');
const SOURCES = ['src', 'workers', 'package.json', 'package-lock.json', 'bin/cliBundle.mjs'];
/**
 * Packages loaded from node_modules as they are: pdf.js (large, loaded by the reader threads only)
 * and esbuild (a native binary). The others are bundled: pdf-lib and fontkit as published are
 * hundreds of small modules, and loading them one by one took most of a second.
 */
const EXTERNAL_PACKAGES = /^(?:pdfjs-dist|esbuild)(?:\/|$)/;
/** Modules each command needs beside its own: the label merge reads pages in worker threads. */
const ENTRIES = {
  labels: ['src/cli/labels.ts', 'workers/labels/readerThread.node.ts'],
  catalogue: ['src/cli/catalogue.ts'],
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
      plugins: [
        {
          name: 'external-packages',
          setup(bundle) {
            bundle.onResolve({ filter: /^[^./]/ }, (args) =>
              EXTERNAL_PACKAGES.test(args.path) ? { path: args.path, external: true } : undefined,
            );
          },
        },
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
  }
  return outputs[0];
}
