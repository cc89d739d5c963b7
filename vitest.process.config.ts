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
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Each file starts its own servers; the machine has two cores.
    fileParallelism: false,
  },
})
