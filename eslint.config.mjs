import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { readdirSync } from 'node:fs';

const lazyRecipeWidgets = {
  name: '@chakra-ui/react',
  importNames: ['Checkbox', 'Code', 'Dialog', 'Drawer', 'Fieldset', 'Input', 'Menu', 'Popover', 'Progress', 'Table', 'Tabs', 'Textarea'],
  message: 'import this widget from @/components/ui/widgets/<name>: it registers the recipe the first-load theme leaves out (config/theme.ts)',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', fetch: 'readonly', window: 'readonly', document: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // Architecture boundaries (GUIDE): services never import each other or the gateway; web features
  // do not import each other or the app shell; test helpers do not import the app.
  // Specs and whole-system tests (gateway/test, services/*/test) may start other parts on purpose.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/test/**', 'testing/**', 'e2e/**', 'scripts/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'contracts', pattern: 'packages/contracts', mode: 'folder' },
        { type: 'service-kit', pattern: 'packages/service-kit', mode: 'folder' },
        { type: 'service', pattern: 'services/*', mode: 'folder', capture: ['service'] },
        { type: 'gateway', pattern: 'gateway', mode: 'folder' },
        { type: 'web-test-helper', pattern: ['web/src/testing', 'web/src/lib/test-*'], mode: 'full' },
        { type: 'web-app', pattern: 'web/src/app', mode: 'folder' },
        { type: 'web-feature', pattern: 'web/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'web-shared', pattern: 'web/src/*', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: ['contracts'], disallow: ['service-kit', 'service', 'gateway', 'web-app', 'web-feature', 'web-shared'], message: 'contracts depend on nothing of ours' },
            { from: ['service-kit'], disallow: ['service', 'gateway', 'web-app', 'web-feature', 'web-shared'], message: 'service-kit must not know the services or the gateway' },
            { from: ['service'], disallow: [['service', { service: '!${from.service}' }], 'gateway', 'web-app', 'web-feature', 'web-shared'], message: 'a service talks to others over NATS only (contracts), never by import' },
            { from: ['gateway'], disallow: ['service'], message: 'the gateway talks to services over NATS only (contracts)' },
            { from: ['web-feature'], disallow: [['web-feature', { feature: '!${from.feature}' }], 'web-app'], message: 'web features do not import each other or the app shell; share through components/ or lib/' },
            { from: ['web-shared'], disallow: ['web-feature', 'web-app'], message: 'shared web code must not depend on a feature or the app shell' },
            { from: ['web-test-helper'], disallow: ['web-app', 'web-feature'], message: 'test helpers must not import the app' },
          ],
        },
      ],
    },
  },
  // Chakra widgets whose recipes are not in the first load's theme (web/src/config/theme.ts) come
  // from components/ui/widgets, which registers the recipe; imported straight from Chakra they render unstyled.
  // The `@/` alias is not resolved by the lint resolver, so the same web rules are spelled out for it.
  ...readdirSync(new URL('./web/src/features', import.meta.url)).map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { paths: [lazyRecipeWidgets], patterns: [
        { group: ['@/features/*', `!@/features/${feature}`], message: 'web features do not import each other; share through components/ or lib/' },
        { group: ['@/app/*'], message: 'features do not import the app shell' },
      ] }],
    },
  })),
  {
    files: ['web/src/{components,lib,config,types,testing}/**/*.{ts,tsx}'],
    ignores: ['web/src/components/ui/widgets/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [lazyRecipeWidgets], patterns: [{ group: ['@/features/*', '@/app/*'], message: 'shared web code and test helpers must not import a feature or the app' }] }] },
  },
  // The admin area builds on the companies feature (admin track-record entries), never the reverse.
  {
    files: ['gateway/src/companies/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../admin/*', '**/admin/*'], message: 'companies must not depend on the admin area (admin imports companies)' }] }] },
  },
);
