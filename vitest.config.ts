import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import os from 'node:os'
import { fileURLToPath } from 'node:url'

const alias = { '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)) }

export default defineConfig({
  test: {
    // A worker per core (Vitest's default leaves one for itself). On CI's two cores: the unit
    // tests took 121 s with one worker and 81 s with two; the API tests, whose files add up to
    // 585 s on PGlite and 334 s on PostgreSQL, took 373 s and 232 s with two.
    // Test files share their worker's modules (`isolate: false`): importing the app or the pages
    // once per worker instead of once per file took the unit tests from 85 s to 24 s and the
    // API tests on PGlite from 455 s to 316 s. So no test may leave module state behind, and
    // vi.mock works only on a module no other test file imports (an earlier file's copy would
    // stay unmocked): seller-overview.test.tsx mocks its chart, which only it loads.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          setupFiles: ['tests/support/client/setup.ts'],
          // A test may wait on several findBy calls of up to 5 s each (setup.ts).
          testTimeout: 15_000,
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          globalSetup: ['tests/support/server/global-setup.ts'],
          setupFiles: ['tests/support/server/fail-on-console-error.ts'],
          // A test that starts an app of its own (other settings, a stopped server) needs what
          // a file's setup gets: 20 s was not enough for that on a loaded CI host.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What the app does in the background (the outbox's e-mails, the timers' sweeps, a
          // payout) is waited for with expect.poll, up to this long: an agreed test drive's
          // e-mail took over 20 s on a loaded CI host while the browser and process tests ran
          // beside the API tests. A test that passes waits no longer for it.
          expect: { poll: { timeout: 45_000 } },
          isolate: false,
        },
      },
    ],
  },
})
