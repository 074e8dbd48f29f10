// One flat config for the whole house. The import rules enforce ARCHITECTURE §1's one-way flow.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

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
    rules: {
      ...restrict(
        ['@klubhus/ui', '@klubhus/ui/*', '@klubhus/web', '@klubhus/web/*', 'react', 'react-dom'],
        'apps/server imports only @klubhus/domain (ARCHITECTURE §1).',
      ),
    },
  },
};

const palette =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
/** Components use semantic tokens only (ARCHITECTURE §5): no hex colour, no palette class, in any string. */
const tokenOnly = (selectorFor) => [
  {
    selector: selectorFor('/#[0-9a-fA-F]{3,8}\\b/'),
    message: 'No hex colour inside a ui component: use a semantic token (bg-surface, text-fg-muted, bg-brand ...).',
  },
  {
    selector: selectorFor(`/(^|[\\s:"'])!?-?[a-z-]+-((${palette})-\\d{2,3}|black|white)(\\/\\d+)?($|[\\s"'])/`),
    message: 'No palette class inside a ui component: use a semantic token (bg-surface, text-fg-muted, bg-brand ...).',
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
  ...Object.values(layerRules),
  {
    files: ['packages/ui/src/components/**/*.{ts,tsx}'],
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
