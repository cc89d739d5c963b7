import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The server's sources import src/shared as #shared (tsconfig.json's paths).
  resolve: { alias: { '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/support/browser/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
})
