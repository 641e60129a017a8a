import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint-rules/import-boundaries.js';

const lakeside = { rules: { 'import-boundaries': importBoundaries } };

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'functions/lib/', '.cache/', '.emulator-data/', 'reports/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lakeside },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app's import direction and its bans: see docs/architecture.md. Paths in
      // `files` and `imports` are relative to web/src (or a package name).
      'lakeside/import-boundaries': [
        'error',
        {
          root: 'web/src',
          alias: '@/',
          // Lowest first: a feature imports only features of a lower tier (through their index),
          // so features never import each other in a loop.
          featureTiers: [
            ['auth'],
            ['users', 'properties', 'documents', 'inbox', 'duesRates', 'mailDelivery'],
            ['payments', 'landing'],
            ['hoaAccounts'], // My HOA Account composes the payments feature's cards
            // the board's desk (payments, HOA accounts' Total Outstanding); Dues & Billing; Delinquent
            // Accounts; Paper Notices
            ['paymentsDesk', 'billing', 'delinquency', 'paperNotices'],
          ],
          restricted: [
            {
              files: '(^|/)components/',
              imports: '^(lib/firebase/|firebase/|@firebase/)',
              message:
                "components never import the Firebase SDK or its set-up: their feature's api/ and hooks/ do.",
            },
            {
              files: '^features/landing/',
              imports:
                '^(firebase/(firestore|functions)|@firebase/(firestore|functions)|lib/firebase/(firestore|callable))',
              message: 'the landing page never imports Firestore or Functions (its first load has a budget).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    plugins: { lakeside },
    rules: {
      // A feature folder imports another only through its index.ts, and only one of a lower tier;
      // shared/ imports no feature; index.ts (the wiring) may import anything.
      'lakeside/import-boundaries': [
        'error',
        {
          root: 'functions/src',
          alias: '',
          featuresDir: '',
          appEntries: ['index.ts'],
          appUsesIndex: false,
          sharedDirs: ['shared'],
          sharedName: 'shared/',
          featureTiers: [
            ['auth', 'mail'],
            ['users', 'properties', 'hoaAccounts', 'documents', 'contact', 'health', 'duesRates', 'stripe'],
            ['payments', 'billing', 'reminders', 'paperNotices'],
            // the board's desk: recorded payments, charges, refunds, disputes (over payments)
            ['paymentsDesk'],
            // what Stripe tells us, handed to the feature that applies it
            ['stripeWebhook'],
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/shared/transactions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message:
            'Use runTransaction(db, …) from shared/transactions.ts: it runs a transaction again when the emulator closes it under contention.',
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/shared/callableOptions.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['firebase-functions/v2/https', 'firebase-functions/https'].map((name) => ({
          name,
          importNames: ['onCall'],
          message:
            'Use onAppCall from shared/callableOptions.ts: it refuses a value the callable decoder misreads with the field’s message (400), not a 500.',
        })),
      ],
    },
  },
);
