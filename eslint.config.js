import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The layers of docs/ARCHITECTURE.md: pages → stores → db/sync/workers → domain. Each group names what a
 * layer must not reach and where to go instead. Patterns match import specifiers gitignore-style, so
 * '**\/sync' catches '../../sync/serverHealth' as well as '../sync'.
 */
const APP_MODULES = {
  sync: { group: ['**/sync'], message: 'Sync talks to PocketBase; reach it through a store (src/stores).' },
  workers: { group: ['**/workers'], message: 'Worker modules are reached through a store (src/stores).' },
  screens: {
    group: ['**/pages', '**/app', '**/components', '**/stores'],
    message: 'Screens and their stores sit above this layer: pass what is needed in instead.',
  },
};
const UI_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  '@mantine/*',
  '@tabler/*',
  'zustand',
  'zustand/*',
];
const IO_PACKAGES = ['dexie', 'dexie-react-hooks', 'pocketbase', 'comlink', 'comlink/*', 'pdfjs-dist', 'pdfjs-dist/*', 'node:*'];

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Browser and Node APIs that do I/O or depend on where the code runs: none of them belongs in a business rule. */
const DOMAIN_FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'Worker',
  'self',
  'process',
].map((name) => ({ name, message: 'The domain (src/domain) holds pure rules: take the value as an argument instead.' }));

const layerBoundaries = [
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      ...restrictImports(
        { group: UI_PACKAGES, message: 'The domain (src/domain) holds pure rules: no React or UI state.' },
        { group: IO_PACKAGES, message: 'The domain (src/domain) holds pure rules: no database, server, worker or file access.' },
        {
          group: ['**/db', '**/sync', '**/workers', '**/cli', ...APP_MODULES.screens.group],
          message: 'The domain (src/domain) imports nothing of the app.',
        },
      ),
      'no-restricted-globals': ['error', ...DOMAIN_FORBIDDEN_GLOBALS],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'The domain (src/domain) loads no module at run time.' },
      ],
    },
  },
  {
    // Shared components are screen parts too: the same rules as the pages that hold them.
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: restrictImports(APP_MODULES.sync, APP_MODULES.workers, {
      group: ['pocketbase'],
      message: 'A screen never talks to PocketBase: it writes Dexie (src/db) and sync does the rest.',
    }),
  },
  {
    files: ['src/stores/**/*.{ts,tsx}'],
    rules: restrictImports({ group: ['**/pages', '**/app', '**/components'], message: 'Stores sit below the screens.' }),
  },
  {
    files: ['src/db/**/*.ts', 'src/sync/**/*.ts'],
    rules: restrictImports(APP_MODULES.screens),
  },
  {
    files: ['workers/**/*.ts'],
    rules: {
      ...restrictImports(
        APP_MODULES.screens,
        { group: UI_PACKAGES, message: 'Workers run without a screen (and in Node for the command line).' },
        {
          group: ['**/db', '**/sync', 'dexie', 'dexie-react-hooks', 'pocketbase'],
          message: 'A worker never touches IndexedDB or the server: it receives the catalogue as plain data.',
        },
      ),
      'no-restricted-globals': ['error', { name: 'indexedDB', message: 'A worker never touches IndexedDB.' }],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'pocketbase/pb_data', 'tests/fixtures/generated', '.tmp'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...layerBoundaries,
  {
    files: ['pocketbase/pb_migrations/**/*.js', 'pocketbase/pb_hooks/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'script',
      globals: {
        migrate: 'readonly',
        Collection: 'readonly',
        Field: 'readonly',
        TextField: 'readonly',
        NumberField: 'readonly',
        BoolField: 'readonly',
        DateField: 'readonly',
        AutodateField: 'readonly',
        JSONField: 'readonly',
        SelectField: 'readonly',
        FileField: 'readonly',
        RelationField: 'readonly',
        EmailField: 'readonly',
        Record: 'readonly',
        $app: 'readonly',
        $apis: 'readonly',
        $security: 'readonly',
        onRecordCreate: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordUpdate: 'readonly',
        onRecordUpdateRequest: 'readonly',
        routerAdd: 'readonly',
        onBootstrap: 'readonly',
        DynamicModel: 'readonly',
        BadRequestError: 'readonly',
        ForbiddenError: 'readonly',
        DateTime: 'readonly',
        NotFoundError: 'readonly',
        __hooks: 'readonly',
        require: 'readonly',
        console: 'readonly',
      },
    },
  },
);
