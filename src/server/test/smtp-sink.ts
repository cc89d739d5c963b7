import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, parsed (smtp-server and
 * mailparser). `refuseNext(n)` answers the next n messages with a temporary failure, as a mail
 * server that is away would.
 */
export async function smtpSink() {
  const received: ParsedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusals > 0) {
            refusals--
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
          }
          received.push(mail)
          callback()
        })
        .catch(callback)
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
    async waitFor(n: number, ms = 15_000) {
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
