import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: './journeys', testMatch: /tmp-chat-shots\.spec\.ts/, timeout: 120_000, workers: 1,
  use: { baseURL: 'http://127.0.0.1:3201', headless: true, launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
});
