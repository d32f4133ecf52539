import type { Plugin } from 'esbuild';

export function withLazyFontkitData(source: string, path: string): string;
export const lazyFontkitData: Plugin;
