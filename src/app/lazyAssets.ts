import { LAZY_ASSETS_FILE, type LazyAssets } from './lazyAssetsList';

/** Files fetched at once: the warm-up runs behind the user's own work. */
const PARALLEL = 3;

/**
 * Puts the build's large parts (pdf.js, the label worker, their fonts and data) in the service
 * worker's runtime cache, so that a station merges labels offline without having opened the PDF
 * tools online first, and drops the copies of earlier builds. The list comes through the
 * controlling worker's precache, so it names the files of the build that worker serves.
 * Resolves true when every part is cached; throws when the network fails on the way.
 */
export async function warmLazyAssets(): Promise<boolean> {
  const base = new URL(import.meta.env.BASE_URL, location.origin);
  const response = await fetch(new URL(LAZY_ASSETS_FILE, base));
  if (!response.ok) return false;
  const { cacheName, files } = (await response.json()) as LazyAssets;
  const wanted = new Set(files.map((file) => new URL(file, base).href));
  const cache = await caches.open(cacheName);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  const missing = [...wanted].filter((url) => !cached.has(url));
  const next = async (): Promise<void> => {
    for (let url = missing.shift(); url; url = missing.shift()) await cache.add(url);
  };
  await Promise.all(Array.from({ length: PARALLEL }, next));
  await Promise.all([...cached].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
  return true;
}
