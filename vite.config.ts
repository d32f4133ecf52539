import { execSync } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { lazyAssets } from './vite.lazyAssets';

export const BASE = '/flipkart-amazon-tools/';

/**
 * The large parts' runtime cache. Their names carry a content hash, so a cached copy is never stale
 * and is read first; the app drops the copies a new build no longer lists (src/app/lazyAssets.ts).
 */
const LAZY_CACHE = 'lazy-assets-v1';
const LAZY = lazyAssets(LAZY_CACHE);

/** The commit this build was made from (deployment-status page); 'unknown' outside a git checkout. */
function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * PocketBase answers an unknown path with the index.html at the root of its public dir, so the
 * app's own index.html goes there too: a deep link like /flipkart-amazon-tools/products/ opens the app.
 */
function rootIndexFallback(): Plugin {
  let outDir = '';
  return {
    name: 'root-index-fallback',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      // A build elsewhere (`--outDir`, as a side-by-side test build) has no public dir around it.
      if (basename(outDir) === 'flipkart-amazon-tools')
        await copyFile(join(outDir, 'index.html'), join(dirname(outDir), 'index.html'));
    },
  };
}

/**
 * The app is built into dist/flipkart-amazon-tools so that PocketBase can serve it from `dist`
 * (its --publicDir) at the same origin as the API; no CORS, one process on a station.
 */
export default defineConfig({
  base: BASE,
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __GIT_COMMIT__: JSON.stringify(gitCommit()),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    outDir: 'dist/flipkart-amazon-tools',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across updates.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@tabler|@floating-ui)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](dexie|dexie-react-hooks|pocketbase|zustand)[\\/]/ },
          ],
        },
      },
    },
  },
  // The label reader threads use only zxing's Code 128 reader (workers/labels/zxingCode128.ts).
  resolve: {
    alias: [
      { find: /^@zxing\/library$/, replacement: fileURLToPath(new URL('./workers/labels/zxingCode128.ts', import.meta.url)) },
    ],
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': { target: process.env.POCKETBASE_URL ?? 'http://127.0.0.1:8090', changeOrigin: true },
      '/_': { target: process.env.POCKETBASE_URL ?? 'http://127.0.0.1:8090', changeOrigin: true },
    },
  },
  plugins: [
    react(),
    rootIndexFallback(),
    LAZY.plugin,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/*.png', 'icons/*.svg'],
      manifest: {
        name: 'Flipkart Amazon Tools',
        short_name: 'FA Tools',
        description: 'Label merging, catalogue and stock for marketplace orders',
        theme_color: '#228be6',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: BASE,
        scope: BASE,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,wasm,ttf,bcmap,pfb,png,svg,ico,json}'],
        // The install holds the shell only (vite.lazyAssets.ts); the rest is cached on first use.
        manifestTransforms: [LAZY.dropFromPrecache],
        runtimeCaching: [
          {
            urlPattern: new RegExp(`${BASE}assets/[^/?#]+\\.(?:m?js|css|wasm|bcmap|pfb|ttf)$`),
            handler: 'CacheFirst',
            // PocketBase answers `Vary: Origin`; a module script asks with an Origin, the app's warm-up without.
            options: { cacheName: LAZY_CACHE, matchOptions: { ignoreVary: true } },
          },
          {
            // The footer fonts keep their names from build to build: the cached copy is served, and refreshed when online.
            urlPattern: new RegExp(`${BASE}fonts/[^/?#]+\\.ttf$`),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: LAZY_CACHE, matchOptions: { ignoreVary: true } },
          },
        ],
        navigateFallback: `${BASE}index.html`,
        navigateFallbackDenylist: [/^\/api\//, /^\/_\//],
        // The tab open when the worker is first installed is taken over too: otherwise its screens
        // not yet opened load from the network, and fail should the network drop before a reload.
        // A waiting update still activates only when the user chooses Reload (UpdatePrompt).
        clientsClaim: true,
      },
    }),
  ],
});
