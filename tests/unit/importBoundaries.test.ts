import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax']);
const eslint = new ESLint({ cwd: ROOT });

/** The boundary rules that fire on `code` placed at `path` (from the repository root). */
async function boundaryRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).flatMap((message) =>
    message.ruleId && BOUNDARY_RULES.has(message.ruleId) ? [message.ruleId] : [],
  );
}

interface Case {
  path: string;
  code: string;
}

const refused: Record<string, Case[]> = {
  'the domain: UI, storage, server and worker packages': [
    { path: 'src/domain/rule.ts', code: "import { useState } from 'react';\nexport const x = useState;" },
    { path: 'src/domain/rule.ts', code: "import { Button } from '@mantine/core';\nexport const x = Button;" },
    { path: 'src/domain/rule.ts', code: "import Dexie from 'dexie';\nexport const x = Dexie;" },
    { path: 'src/domain/rule.ts', code: "import PocketBase from 'pocketbase';\nexport const x = PocketBase;" },
    { path: 'src/domain/labels/rule.ts', code: "import { wrap } from 'comlink';\nexport const x = wrap;" },
    { path: 'src/domain/rule.ts', code: "import { readFile } from 'node:fs/promises';\nexport const x = readFile;" },
  ],
  'the domain: the rest of the app': [
    { path: 'src/domain/rule.ts', code: "import { localDatabase } from '../db/localDatabase';\nexport const x = localDatabase;" },
    {
      path: 'src/domain/inventory/rule.ts',
      code: "import { pocketbase } from '../../sync/pocketbaseClient';\nexport const x = pocketbase;",
    },
    { path: 'src/domain/rule.ts', code: "import { useAuth } from '../stores/useAuth';\nexport const x = useAuth;" },
    { path: 'src/domain/rule.ts', code: "import { TopBar } from '../app/TopBar';\nexport const x = TopBar;" },
    { path: 'src/domain/catalogue/rule.ts', code: "import { x } from '../../workers/importClient';\nexport const y = x;" },
  ],
  'the domain: browser and Node APIs, and modules loaded at run time': [
    { path: 'src/domain/rule.ts', code: "export const x = () => localStorage.getItem('key');" },
    { path: 'src/domain/rule.ts', code: "export const x = () => fetch('/api/health');" },
    { path: 'src/domain/rule.ts', code: 'export const x = () => document.title;' },
    { path: 'src/domain/rule.ts', code: "export const x = () => indexedDB.open('station');" },
    { path: 'src/domain/rule.ts', code: "export const x = () => import('./records');" },
  ],
  'pages and shared components: sync, workers and PocketBase': [
    {
      path: 'src/pages/health/Screen.tsx',
      code: "import { checkServerHealth } from '../../sync/serverHealth';\nexport const x = checkServerHealth;",
    },
    {
      path: 'src/pages/categories/Screen.tsx',
      code: "import { x } from '../../workers/import/parseListing';\nexport const y = x;",
    },
    {
      path: 'src/pages/products/import/Screen.tsx',
      code: "import type { X } from '../../../../workers/importClient';\nexport type Y = X;",
    },
    { path: 'src/pages/login/Screen.tsx', code: "import PocketBase from 'pocketbase';\nexport const x = PocketBase;" },
    { path: 'src/components/Shared.tsx', code: "import { SyncEngine } from '../sync/engine';\nexport const x = SyncEngine;" },
  ],
  'stores: the screens above them': [
    {
      path: 'src/stores/store.ts',
      code: "import { HealthPage } from '../pages/health/HealthPage';\nexport const x = HealthPage;",
    },
    { path: 'src/stores/store.ts', code: "import { TopBar } from '../app/TopBar';\nexport const x = TopBar;" },
  ],
  'db and sync: screens and stores': [
    { path: 'src/db/entity.ts', code: "import { useAuth } from '../stores/useAuth';\nexport const x = useAuth;" },
    { path: 'src/sync/part.ts', code: "import { SectionCard } from '../components/SectionCard';\nexport const x = SectionCard;" },
  ],
  'workers: screens, stores, React, IndexedDB and the server': [
    { path: 'workers/labels/part.ts', code: "import { x } from '../../src/pages/labelMerger/printPdf';\nexport const y = x;" },
    {
      path: 'workers/part.ts',
      code: "import { useMergeSession } from '../src/stores/useMergeSession';\nexport const x = useMergeSession;",
    },
    {
      path: 'workers/part.ts',
      code: "import { SeverityBadge } from '../src/components/SeverityBadge';\nexport const x = SeverityBadge;",
    },
    {
      path: 'workers/import/part.ts',
      code: "import { localDatabase } from '../../src/db/localDatabase';\nexport const x = localDatabase;",
    },
    { path: 'workers/part.ts', code: "import Dexie from 'dexie';\nexport const x = Dexie;" },
    { path: 'workers/part.ts', code: "import { useState } from 'react';\nexport const x = useState;" },
    { path: 'workers/part.ts', code: "export const x = () => indexedDB.open('station');" },
  ],
};

const allowed: Case[] = [
  {
    path: 'src/domain/catalogue/rule.ts',
    code: "import Papa from 'papaparse';\nimport type { Product } from '../records';\nexport type X = Product;\nexport const y = Papa;",
  },
  { path: 'src/domain/rule.ts', code: "export const x = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);" },
  {
    path: 'src/pages/health/Screen.tsx',
    code: "import { useServerHealth } from '../../stores/useServerHealth';\nexport const x = useServerHealth;",
  },
  {
    path: 'src/pages/categories/Screen.tsx',
    code: "import { localDatabase } from '../../db/localDatabase';\nexport const x = localDatabase;",
  },
  {
    path: 'src/stores/store.ts',
    code: "import { SyncEngine } from '../sync/engine';\nimport { mergeInWorker } from '../../workers/labelsClient';\nexport const x = [SyncEngine, mergeInWorker];",
  },
  { path: 'src/sync/part.ts', code: "import { localDatabase } from '../db/localDatabase';\nexport const x = localDatabase;" },
  {
    path: 'workers/labels/part.ts',
    code: "import { wrap } from 'comlink';\nimport type { Product } from '../../src/domain/records';\nexport type X = Product;\nexport const y = wrap;",
  },
];

describe('import boundaries of docs/ARCHITECTURE.md (eslint.config.js)', () => {
  for (const [boundary, cases] of Object.entries(refused)) {
    it.each(cases)(`refuses, in ${boundary}: $path`, async ({ path, code }) => {
      expect(await boundaryRules(path, code)).not.toEqual([]);
    });
  }

  it.each(allowed)('allows what the layer may use: $path', async ({ path, code }) => {
    expect(await boundaryRules(path, code)).toEqual([]);
  });
});
