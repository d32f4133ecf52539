/** The build's large parts, which the service worker caches on first use (vite.lazyAssets.ts). */
export interface LazyAssets {
  /** The runtime cache they go in. */
  cacheName: string;
  /** Paths from the app's base, e.g. assets/pdf.worker.min-FHbmGBN0.mjs. */
  files: string[];
}

export const LAZY_ASSETS_FILE = 'lazy-assets.json';
