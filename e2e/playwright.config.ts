import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './support/operator';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4181);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;

/**
 * Spec files that run alone, after the rest: one moves the shared platform's clock for everyone
 * (letDaysPass), one restarts the shared platform's API (every other test's calls fail meanwhile); the
 * others start platforms, stacks or registries of their own, or process video with ffmpeg, which on a
 * two-core machine want it to themselves. Everything else signs up its own people on the one shared
 * platform and runs two files at a time.
 */
const ALONE = [
  'buying-a-program.spec.ts',
  'header-menus-and-prompts.spec.ts',
  'media-library.spec.ts',
  'private-registry.spec.ts',
  'remote-releases-and-compatibility.spec.ts',
  'stack-shared-storage.spec.ts',
  'stack-realtime.spec.ts',
];

/**
 * Spec files that sign in as the seeded demo coach and client: one at a time among themselves (they
 * sign those two in and out, and one person's sign-ins are limited), beside the other files.
 */
const DEMO_ACCOUNTS = ['programs.spec.ts', 'remote-faults.spec.ts', 'sign-up-and-sign-in.spec.ts'];

/**
 * The platform as `pnpm start` runs it (built shell and remotes, API on a fresh embedded database),
 * driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'side by side', testIgnore: [...ALONE, ...DEMO_ACCOUNTS] },
    { name: 'demo accounts', testMatch: DEMO_ACCOUNTS, workers: 1 },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['side by side', 'demo accounts'] },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    testIdAttribute: 'data-testid',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'pnpm --filter @coachforge/deploy serve',
        cwd: join(__dirname, '..'),
        url: `${baseURL}/remotes.json`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(PORT),
          API_PORT: String(API_PORT),
          DATA_DIR: join(__dirname, '..', '.data', `e2e-${Date.now()}`),
          LOG_LEVEL: 'warn',
          // Lets tests publish a release note the way an operator does (POST /api/admin/notes).
          ADMIN_TOKEN: E2E_ADMIN_TOKEN,
          // Every test signs up and in from this one machine: the per-address limits are for the world.
          SIGN_UPS_PER_HOUR: '100000',
          SIGN_IN_ADDRESS_ATTEMPTS: '100000',
        },
      },
});
