/**
 * pdf.js's worker, cMaps, standard fonts and wasm decoders, served from the app's own build so that
 * the service worker's runtime cache holds them (vite.lazyAssets.ts) and the viewer works offline. Vite gives each file a hashed URL (or inlines a small
 * one), so pdf.js reads them through a binary data factory that looks the file name up rather than
 * from one directory URL.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { unexpectedResponse } from '../../domain/files/pdfViewerMessages';

type DataKind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl';

const byFileName = (urls: Record<string, string>): ReadonlyMap<string, string> =>
  new Map(Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

const ASSETS: Record<DataKind, ReadonlyMap<string, string>> = {
  cMapUrl: byFileName(
    import.meta.glob<string>('../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
  standardFontDataUrl: byFileName(
    import.meta.glob<string>('../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
  wasmUrl: byFileName(
    import.meta.glob<string>('../../../node_modules/pdfjs-dist/wasm/*.{wasm,js}', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ),
};

/** pdf.js's BinaryDataFactory contract: the bytes of a named cMap, font or wasm file. */
class AppBinaryDataFactory {
  async fetch({ kind, filename }: { kind: DataKind; filename: string }): Promise<Uint8Array> {
    const url = ASSETS[kind]?.get(filename);
    if (!url) throw new Error(`pdf.js asked for ${filename}, which the app does not carry`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(unexpectedResponse(response.status));
    return new Uint8Array(await response.arrayBuffer());
  }
}

export const PDF_WORKER_URL = workerUrl;

/**
 * getDocument() options that load pdf.js's data from the app. The URLs only tell pdf.js that the
 * data is there: the factory, not pdf.js's own fetch, reads it.
 */
export const PDF_DATA_OPTIONS = {
  cMapUrl: 'app-data/',
  cMapPacked: true,
  standardFontDataUrl: 'app-data/',
  wasmUrl: 'app-data/',
  useWorkerFetch: false,
  BinaryDataFactory: AppBinaryDataFactory,
};
