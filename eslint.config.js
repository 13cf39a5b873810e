// typescript-eslint, strict and type-aware; Prettier owns formatting (eslint-config-prettier).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'ui/vite.config.ts', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { project: ['./tsconfig.eslint.json', './ui/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers and booleans read fine in messages; objects and unknowns still do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => setOpen(false)}` is clear; a void value used anywhere else is still refused.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React event props take promise-returning handlers; their rejections are handled inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A comment says why in words that stand alone: it may point to docs/, never to an issue number.
      'no-warning-comments': ['error', { terms: Array.from({ length: 60 }, (_, i) => `issue ${i + 1}`), location: 'anywhere' }],
      // `const { _id, INTERNAL, ...dto } = doc` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Synchronous adapters of async ports: `async` turns a thrown SQLite or handler error into the rejection the port promises.
    files: ['infra/src/readstore/sqlite.ts', 'infra/src/eventstore/sqlite.ts', 'infra/src/notices/inProcess.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests assert on shapes they have just built; a non-null assertion there is the assertion.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'infra/src/*/contract.ts'], // the port contract suites are tests
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Test doubles implement async ports with synchronous bodies; `async` keeps their throws as rejections.
      '@typescript-eslint/require-await': 'off',
      // Jest's asymmetric matchers (expect.any, expect.objectContaining, …) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  prettier,
);
