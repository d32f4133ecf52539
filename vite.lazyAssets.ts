import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { LAZY_ASSETS_FILE, type LazyAssets } from './src/app/lazyAssetsList';

/**
 * A file the app does not need to start or sign in, from this size on, is left out of the service
 * worker's install and cached on first use instead: an install of the whole build (12 MB) never
 * finished on a line that dropped for a moment.
 */
const LAZY_MIN_BYTES = 100 * 1024;
/** pdf.js's data (cMaps, standard fonts, wasm decoders) and the label footers' fonts: only opening or merging PDFs reads them. */
const PDF_DATA = /\.(?:bcmap|pfb|ttf|wasm)$/;

const byteSize = (file: Rollup.OutputChunk | Rollup.OutputAsset): number =>
  file.type === 'chunk' ? Buffer.byteLength(file.code) : Buffer.byteLength(file.source);

/** index.html's entry chunk, every chunk it imports statically and their CSS: what starting the app loads. */
function shellFiles(bundle: Rollup.OutputBundle): Set<string> {
  const shell = new Set(['index.html']);
  const visit = (fileName: string): void => {
    const file = bundle[fileName];
    if (shell.has(fileName) || file?.type !== 'chunk') return;
    shell.add(fileName);
    for (const css of file.viteMetadata?.importedCss ?? []) shell.add(css);
    file.imports.forEach(visit);
  };
  for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
  return shell;
}

async function publicFiles(dir: string): Promise<Array<[string, number]>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (path): Promise<[string, number]> => [relative(dir, path).split(sep).join('/'), (await stat(path)).size]),
  );
}

/**
 * Splits the build in two: the shell, which the service worker precaches, and the large parts,
 * listed in lazy-assets.json (itself precached, so the list always matches the worker) for the
 * runtime cache `cacheName` that the app fills once the worker is active (src/app/lazyAssets.ts).
 */
export function lazyAssets(cacheName: string): { plugin: Plugin; dropFromPrecache: ManifestTransform } {
  const lazy = new Set<string>();
  let publicDir = '';
  const plugin: Plugin = {
    name: 'lazy-assets',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_, bundle) {
      const shell = shellFiles(bundle);
      const files: Array<[string, number]> = [
        ...Object.values(bundle).map((file): [string, number] => [file.fileName, byteSize(file)]),
        ...(publicDir ? await publicFiles(publicDir) : []),
      ];
      lazy.clear();
      for (const [fileName, size] of files) {
        if (shell.has(fileName) || fileName.endsWith('.map') || fileName.endsWith('.txt')) continue;
        if (size >= LAZY_MIN_BYTES || PDF_DATA.test(fileName)) lazy.add(fileName);
      }
      const list: LazyAssets = { cacheName, files: [...lazy].sort() };
      this.emitFile({ type: 'asset', fileName: LAZY_ASSETS_FILE, source: JSON.stringify(list) });
    },
  };
  const dropFromPrecache: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => !lazy.has(entry.url)),
    warnings: [],
  });
  return { plugin, dropFromPrecache };
}
