import { writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, parsed (smtp-server and
 * mailparser). `refuseNext(n)` answers the next n messages with a temporary failure, as a mail
 * server that is away would. With `saveTo`, each message is also written there as `<n>.eml`,
 * for tests in another process (e2e).
 */
export async function smtpSink({ saveTo }: { saveTo?: string } = {}) {
  const received: ParsedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Senders keep pooled connections open; closing cuts them rather than waiting 30 s.
    closeTimeout: 200,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        if (refusals > 0) {
          refusals--
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }
        simpleParser(raw)
          .then(async (mail) => {
            received.push(mail)
            if (saveTo) {
              const name = `${String(received.length).padStart(4, '0')}.eml`
              await writeFile(path.join(saveTo, name), raw)
            }
            callback()
          })
          .catch(callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(n: number) {
      refusals = n
    },
    /** Waits until `n` messages have arrived (or `ms` passed) and answers them. */
    async waitFor(n: number, ms = 45_000) {
      const end = Date.now() + ms
      while (received.length < n && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>
