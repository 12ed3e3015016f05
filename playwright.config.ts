import { defineConfig, devices } from '@playwright/test';

// Set once in the main process; workers inherit the environment, so all agree on the port. 7000–7899 holds
// none of the ports fetch and Chromium refuse (3659 is one, and 3300–3899 failed a run on it) nor those the
// machine's services listen on (MariaDB 3306, NATS 4222, PostgreSQL 5432, RabbitMQ 5672, Redis 6379).
process.env.E2E_PORT ??= String(7000 + Math.floor(Math.random() * 900));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
