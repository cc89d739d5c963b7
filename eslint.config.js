import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import boundariesRule from './tools/eslint/boundaries.js'

// The boundaries between the parts of the code (docs/style.md rule 7), as import rules. Paths are
// resolved from this folder, so the rules hold wherever eslint is started.
const root = import.meta.dirname
const features = readdirSync(path.join(root, 'src/client/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
// What composes the app: the entry points, the route tables and the layouts they use. It may
// import features; nothing else may import it.
const app = [
  './src/client/main.tsx',
  './src/client/app.tsx',
  './src/client/entry-server.tsx',
  './src/client/routes.tsx',
  './src/client/dashboard-routes.tsx',
  './src/client/lazy-page.ts',
  './src/client/layouts',
]
// Shared by features and the app: must not import either.
const sharedUi = [
  './src/client/api',
  './src/client/components',
  './src/client/lib',
  './src/client/guards',
  './src/client/config.ts',
]
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/server', './src/client'],
    message: 'src/shared is imported by the server and the client, never the other way round.',
  },
  {
    target: './src/client',
    from: './src/server',
    message: 'The client talks to the server over HTTP only (src/shared holds the contract).',
  },
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to components/, lib/ or api/.',
  })),
  {
    target: sharedUi,
    from: './src/client/features',
    message: 'Shared code does not import a feature: features import it.',
  },
  {
    target: ['./src/client/features', ...sharedUi],
    from: app,
    message:
      'The app (entry points, route tables, layouts) imports features and shared code, not the other way round.',
  },
]

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/support/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { house: { rules: { boundaries: boundariesRule } } },
    rules: {
      'house/boundaries': [
        'error',
        { basePath: root, alias: { '#shared': 'src/shared' }, zones: boundaries },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    // Where these imports belong: the toast wrapper, the app's toaster, the entry points and tests.
    ignores: [
      'src/client/lib/toast.ts',
      'src/client/app.tsx',
      'src/client/main.tsx',
      'src/client/lazy-page.ts',
      'src/client/api/query-client.ts',
      'src/client/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              importNames: ['default', 'toast'],
              message: 'Raise toasts through lib/toast.ts, which loads the library on demand.',
            },
          ],
          patterns: [
            {
              group: ['**/api/query-client'],
              importNames: ['queryClient'],
              message:
                'Loaders get their client from lazy-page.ts; components use useQueryClient().',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    // One job per file (docs/architecture.md): none over 400 lines but the schema, and app.ts
    // composes and no more.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/schema.ts'],
    rules: { 'max-lines': ['error', 400] },
  },
  { files: ['src/server/app.ts'], rules: { 'max-lines': ['error', 120] } },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: [
      'src/server/config.ts',
      'src/server/create-admin.ts',
      'scripts/**',
      'tests/**',
      '*.config.ts',
      'src/**/*.test.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
)
