import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** The feature folders that exist now: a new feature is fenced in without editing this file. */
const featuresIn = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatureZones = featuresIn('./apps/web/src/features').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features never import each other: compose them in app/routes.',
}));

/**
 * A server feature may call another feature's `*.service.ts` and nothing else of it (routes,
 * queries, helpers): what several features share lives in shared/. Tests may wire up another
 * feature's runtime, as the app does.
 */
const serverFeatures = fileURLToPath(new URL('./apps/server/src/features', import.meta.url));
const serverFeatureZones = featuresIn('./apps/server/src/features').map((feature) => ({
  target: `${serverFeatures}/${feature}`,
  from: `${serverFeatures}/**`,
  except: [`${serverFeatures}/${feature}/**`, `${serverFeatures}/*/*.service.ts`],
  message: "A feature may import another feature's *.service.ts, nothing else of it.",
}));

/**
 * The server's shared folders serve every feature, so none of them may lean on one: a plugin that
 * needs a feature's rule means that rule belongs in shared/.
 */
const serverSharedZones = ['shared', 'figures', 'plugins', 'db', 'config'].map((folder) => ({
  target: `./apps/server/src/${folder}`,
  from: './apps/server/src/features',
  message: `apps/server/src/${folder} imports no feature: move what it needs into shared/.`,
}));

const boundaryZones = [
  { target: './packages/contract', from: './apps', message: 'The contract imports only zod.' },
  { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  ...['components', 'lib', 'hooks', 'config', 'i18n'].map((shared) => ({
    target: `./apps/web/src/${shared}`,
    from: './apps/web/src/features',
    message: 'Shared folders never import features.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import app/.',
  },
  ...webFeatureZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/contract/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
          ],
        }),
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones,
            {
              target: './apps/server/src',
              from: './apps/server/test',
              message: 'Source never imports tests.',
            },
            {
              target: './apps/web/src',
              from: './apps/web/e2e',
              message: 'Source never imports tests.',
            },
            ...serverFeatureZones,
            ...serverSharedZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', 'apps/server/test/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Root tool configs belong to no tsconfig: checked without type information.
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
