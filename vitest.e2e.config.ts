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
    // What a page does after an action (a search answering, a chunk loading, a save) is waited
    // for with expect.poll up to this long; Vitest's own 1 s is too short on a loaded CI host.
    expect: { poll: { timeout: 15_000 } },
    // One chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
})
