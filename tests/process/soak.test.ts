import { spawn } from 'node:child_process'
import { expect, it } from 'vitest'

/**
 * `npm run soak` for 30 s (5 minutes on demand): mixed browsing, search, signed-in detail,
 * sign-ups, wish list, bookings with payments or cancellations, and a seller's uploads and
 * listings against the production server. It exits non-zero on any 5xx or network error, or
 * when the server's memory grew beyond its limit; its report is printed for the record.
 */
it('npm run soak: 30 s of mixed traffic, zero errors, no gross memory growth', async () => {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/soak.ts'], {
    env: { PATH: process.env.PATH, SOAK_SECONDS: '30' },
  })
  let output = ''
  proc.stdout.on('data', (d: Buffer) => (output += d.toString()))
  proc.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve))
  console.info(output)
  const lastLines = output.split('\n').slice(-40).join('\n')
  expect(code, `the soak exited with ${code}; its last lines:\n${lastLines}`).toBe(0)
  expect(output).toMatch(/^errors: 0$/m)
  expect(output).toMatch(/^cars listed by the seller: [1-9]/m)
  expect(output).toMatch(/^server RSS: first window \d+ MB, last window \d+ MB/m)
  const requests = Number(/^requests: (\d+)/m.exec(output)?.[1])
  expect(requests).toBeGreaterThan(300)
}, 240_000)
