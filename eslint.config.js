// ESLint for the whole project (typescript-eslint's recommended rules, React's
// hooks rules), with Prettier owning layout (eslint-config-prettier turns off
// every rule that would fight it). The rules without type information are used
// on purpose: they run in seconds on two cores, while the type-checked set took
// minutes and `tsc` already checks the types.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-cli', 'dev-dist', 'coverage', 'playwright-report', 'test-results', 'public'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore says « deliberately unused » (a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // French typography puts non-breaking and thin spaces inside texts on purpose.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A ruleset keeps no state of its own: the engine owns every cache (engine/memo.ts, docs/rulesets/anatomy.md).
    files: ['src/rulesets/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/draft', '**/engine/copy-on-access'],
              message: 'A ruleset never asks whether a part may change: the engine memo (engine/memo.ts) does.',
            },
          ],
          paths: [{ name: 'immer', importNames: ['isDraft'], message: 'The engine memo (engine/memo.ts) decides.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > VariableDeclaration[kind="let"], Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
          message: 'No module state in a ruleset: keep answers on the engine memo (engine/memo.ts).',
        },
        {
          selector:
            ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration NewExpression[callee.name="WeakMap"]',
          message: 'No identity cache in a ruleset: the engine memo (engine/memo.ts) keeps them.',
        },
      ],
    },
  },
  {
    // Tests build hostile or partial JSON by editing deep copies of valid files.
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
