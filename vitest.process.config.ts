import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Process-level reliability tests: real `node dist/server/main.js` processes, signals, PostgreSQL
 * and Redis. Assumes `npm run build` ran (the global setup fails clearly otherwise).
 */
export default defineConfig({
  // The server's sources import src/shared as #shared (tsconfig.json's paths).
  resolve: { alias: { '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  test: {
    name: 'process',
    include: ['tests/process/**/*.test.ts'],
    globalSetup: ['tests/support/process/global-setup.ts'],
    // Generous: a test ends as soon as what it waits for holds, and on a loaded machine two server
    // starts (migrations, the demo catalogue) plus a load run can take minutes.
    testTimeout: 240_000,
    // A hook may start two servers one after the other (scale-out), each allowed 120 s.
    hookTimeout: 300_000,
    // Each file starts its own servers; the machine has two cores.
    fileParallelism: false,
  },
})
