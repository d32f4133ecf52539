import type { Plugin } from 'esbuild';

export function withLazyBrotliDictionary(source: string, path: string): string;
export const lazyBrotliDictionary: Plugin;
