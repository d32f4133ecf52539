export interface CodeCachedBundle {
  exports: unknown;
  keepCache(): void;
}

export function loadWithCodeCache(bundle: string): CodeCachedBundle;
