import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.live.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          environment: 'node',
          // The payment attack tests (forged amounts, replays, races, webhooks) are integration tests of the payments
          // module and run in that tier.
          include: ['apps/server/security/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The built server as a child process, killed, stopped and starved on purpose (needs the server bundle).
          name: 'faults',
          environment: 'node',
          include: ['apps/server/faults/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'live',
          environment: 'node',
          include: ['apps/server/src/**/*.live.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'extension',
          environment: 'jsdom',
          include: ['apps/extension/src/**/*.test.ts', 'apps/extension/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
