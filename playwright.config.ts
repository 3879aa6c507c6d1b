import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env['E2E_PORT'] ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Debian's Chromium; Playwright never downloads a browser of its own here. Its headless shell
 * (package chromium-headless-shell: the same Blink, without the browser's UI) when installed:
 * a test takes about half the time (decision 030). `CHROME_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env['CHROME_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
};

export default defineConfig({
  testDir: './e2e/tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Generous: on CI two browsers, the server and its embedded database share 2 cores.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL,
    launchOptions: chromium,
    // A trace costs every test a tenth of its time: recorded for the retry of a failed test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'ru-RU',
  },
  projects: [
    // The phone runs only what 360 px can break (overflow, menus, overlays, axe, touch targets):
    // tests tagged `@layout`. Every flow runs on the desktop; a flow twice doubled the suite's time.
    { name: 'phone', grep: /@layout/, use: { ...devices['Pixel 5'], viewport: { width: 360, height: 800 }, launchOptions: chromium } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium } },
  ],
  webServer: {
    command: 'node e2e/serve.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A build when the sources changed, then the migrations and the demo content: minutes on a loaded machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
