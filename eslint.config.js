import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

// Workflow code runs in Temporal's deterministic sandbox: no Node built-ins, no I/O libraries.
const bannedInWorkflows = [
  ...builtinModules.flatMap((m) => [m, `node:${m}`]),
  'pg',
  'kafkajs',
  'drizzle-orm',
  'fastify',
  'undici',
  '@temporalio/client',
  '@temporalio/worker',
  '@temporalio/activity',
];

export default tseslint.config(
  { ignores: ['node_modules/', '.scratch/', '.infra/', 'dist/', 'console/dist/', 'migrations/', 'infra/chain/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through services/config.ts (loadConfig), not process.env.',
        },
      ],
    },
  },
  {
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: bannedInWorkflows.map((name) => ({
            name,
            message: 'Workflows must be deterministic: do I/O in activities.',
          })),
        },
      ],
    },
  },
  {
    // Entry points, scripts and the test harness may read the environment directly.
    files: ['services/config.ts', 'scripts/**/*.ts', 'test/**/*.ts', '*.config.ts', 'console/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests inspect JSON bodies (`res.json()` is `any`); the assertions themselves check the shapes.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['*.js'], ...tseslint.configs.disableTypeChecked },
);
