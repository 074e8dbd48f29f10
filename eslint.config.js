// One flat config for the whole house. The import rules enforce ARCHITECTURE §1's one-way flow.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './tools/eslint/webBoundaries.js';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

// ESLint does not merge rule options: a later config object that sets no-restricted-imports for some files
// replaces the earlier one there. So the server's inner boundaries below are composed with this list.
const serverPatterns = ['@klubhus/ui', '@klubhus/ui/*', '@klubhus/web', '@klubhus/web/*', 'react', 'react-dom'].map(
  (group) => ({ group: [group], message: 'apps/server imports only @klubhus/domain (ARCHITECTURE §1).' }),
);
const serverRestrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...serverPatterns, ...patterns] }],
});

const server = 'apps/server/src';
const up = (levels) => '\\.\\./'.repeat(levels);
/** How deep below `features/<area>/` the feature rule reaches; files deeper than this are not checked. */
const featureDepth = 6;
/**
 * One config object per depth below `features/<area>/`: an import source alone does not say where it
 * leads, so the number of `../` that steps out of the feature into a sibling depends on the importing
 * file's depth. `../<b>/…` (one level more: `../../features/<b>/…`) is another feature; only its
 * `public.js` is allowed. This also flags a feature reaching its own files through the parent folder
 * (`../accounts/repo.js` inside accounts): inside a feature, use paths that stay inside it (`./repo.js`).
 */
const featureBoundary = Array.from({ length: featureDepth + 1 }, (_, depth) => ({
  files: [`${server}/features/*/${'*/'.repeat(depth)}*.ts`],
  rules: serverRestrict({
    regex: `^(?:${up(depth + 1)}(?!\\.\\.?(?:/|$))|${up(depth + 2)}features/)[^/]+/(?!public\\.js$)`,
    message:
      'A feature imports another feature only through its public.js (ARCHITECTURE §3): import ../<feature>/public.js, or move what several features need to src/shared/.',
  }),
}));

/** The layering rules, exported so that a test can prove they bite. */
export const layerRules = {
  ui: {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      ...restrict(
        [
          '@klubhus/domain',
          '@klubhus/domain/*',
          '@klubhus/web',
          '@klubhus/web/*',
          '@klubhus/server',
          '@klubhus/server/*',
        ],
        'packages/ui imports no other workspace package (ARCHITECTURE §1).',
      ),
    },
  },
  domain: {
    files: ['packages/domain/**/*.ts'],
    // Its scripts (writing the wire tables) run in Node at development time; they ship in no package.
    ignores: ['packages/domain/scripts/**'],
    rules: {
      ...restrict(
        [
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          '@klubhus/ui',
          '@klubhus/ui/*',
          '@klubhus/web',
          '@klubhus/server',
          'node:*',
          'fs',
          'path',
          'http',
        ],
        'packages/domain has no React, no DOM and no Node-only API, and imports no other workspace package (ARCHITECTURE §1).',
      ),
    },
  },
  web: {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      ...restrict(['@klubhus/server', '@klubhus/server/*'], 'apps/web never imports the server (ARCHITECTURE §1).'),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'apps/web calls the domain client, never fetch (ARCHITECTURE §1).' },
      ],
    },
  },
  server: {
    files: ['apps/server/**/*.ts'],
    rules: serverRestrict(),
  },
  // Inner boundaries of the server (ARCHITECTURE §3); each keeps the server rule above (serverRestrict).
  serverPlumbing: {
    files: [`${server}/http/**/*.ts`, `${server}/outbox/**/*.ts`],
    rules: serverRestrict({
      regex: '^(?:\\.\\./)+features(?:/|$)',
      message:
        'src/http and src/outbox import nothing from src/features (ARCHITECTURE §3): move what several features need to src/shared/, or have the feature hand it in (register a route, a job handler).',
    }),
  },
  serverFeatures: featureBoundary,
  // Inner boundaries of the web app (ARCHITECTURE §4): features through their public.ts along one-way edges,
  // the shell only through the route table (tools/eslint/webBoundaries.js).
  webFeatures: {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/feature-boundaries': 'error' },
  },
  // No import cycles in the web app: a cycle hides a dependency that points the wrong way.
  webCycles: {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
};

const palette =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
/**
 * Components and screens use semantic tokens only (ARCHITECTURE §5): no hex colour, no palette class, in any
 * string. That is what lets a partner rebrand through tokens alone, and screens be snapshotted in one theme.
 */
const tokenOnly = (selectorFor) => [
  {
    selector: selectorFor('/#[0-9a-fA-F]{3,8}\\b/'),
    message: 'No hex colour in a component or screen: use a semantic token (bg-surface, text-fg-muted, bg-brand ...).',
  },
  {
    selector: selectorFor(`/(^|[\\s:"'])!?-?[a-z-]+-((${palette})-\\d{2,3}|black|white)(\\/\\d+)?($|[\\s"'])/`),
    message:
      'No palette class in a component or screen: use a semantic token (bg-surface, text-fg-muted, bg-brand ...).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'No enums: use string unions and as-const tables (house style).' },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...Object.values(layerRules).flat(),
  {
    files: ['packages/ui/src/components/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'No enums: use string unions and as-const tables (house style).' },
        ...tokenOnly((pattern) => `Literal[value=${pattern}]`),
        ...tokenOnly((pattern) => `TemplateElement[value.raw=${pattern}]`),
      ],
    },
  },
);
