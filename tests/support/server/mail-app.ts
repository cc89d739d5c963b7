import { testApp, type TestAppOptions } from './app'
import { smtpSink } from './smtp-sink'

/**
 * The test app sending its mail to an SMTP sink of its own (`sink`), its jobs (the outbox)
 * polled every half second; `close` closes both.
 */
export async function testAppWithMail({ env, ...options }: TestAppOptions = {}) {
  const sink = await smtpSink()
  const t = await testApp({
    ...options,
    env: { SMTP_URL: sink.url, JOB_POLL_INTERVAL: '500ms', ...env },
  })
  return {
    ...t,
    sink,
    async close() {
      await t.close()
      await sink.close()
    },
  }
}
export type TestAppWithMail = Awaited<ReturnType<typeof testAppWithMail>>
