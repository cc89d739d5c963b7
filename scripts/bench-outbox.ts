// `npm run bench:outbox [-- --mails 1000 --poll 2s --within 900]`: issue 15's outbox target.
// The built server (`npm run build` first) runs on a fresh PostgreSQL database (on DATABASE_URL's
// server, default postgres://postgres@127.0.0.1:5432; dropped at the end) with SMTP_URL set to an
// SMTP server in this process. The bench queues the mails with the app's own code, in one
// transaction: `--mails` people each get a booking notification whose e-mail notify() renders
// and writes to the outbox with its mail.deliver job. Timed from that commit until the SMTP
// server has them all (or `--within` seconds); then a message-id seen twice is a duplicate and
// an outbox row without sent_at is unsent.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../src/server/db/client'
import { startJobs } from '../src/server/jobs/jobs'
import { mailService } from '../src/server/modules/mail/service'
import { notificationsService } from '../src/server/modules/notifications/service'
import { adminQuery, withDatabase } from '../tests/support/server/global-setup'
import { startServer, type ServerProcess } from '../tests/support/server/server-process'
import { smtpSink } from '../tests/support/server/smtp-sink'
import { root } from './bench/server'

const { values } = parseArgs({
  options: {
    mails: { type: 'string', default: '1000' },
    poll: { type: 'string', default: '2s' },
    within: { type: 'string', default: '900' },
  },
})
const count = Number(values.mails)
if (!existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
  throw new Error('Run npm run build first')
}

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `bench_outbox_${randomBytes(4).toString('hex')}`
const admin = (text: string) => adminQuery(server, text)
await admin(`create database ${name}`)
const dbUrl = withDatabase(server, name)
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-bench-outbox-'))
const sink = await smtpSink()
const secret = 'bench-outbox-auth-secret-0123456789abcdef'
let app: ServerProcess | undefined
let database: Awaited<ReturnType<typeof openDatabase>> | undefined

try {
  // The server migrates the database and is the only one delivering.
  app = await startServer({
    env: {
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: secret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: sink.url,
      JOB_POLL_INTERVAL: values.poll,
    },
  })
  database = await openDatabase({ url: dbUrl })
  const log = { error() {}, warn() {} } as never
  // This process only enqueues (no worker): the same code the app's routes call.
  const jobs = await startJobs(database, log, { work: false })
  const mail = await mailService(database.db, jobs, { smtpUrl: sink.url, from: 'x@y.z', log })
  const notifications = notificationsService(database.db, { mail, publicUrl: app.url, secret })
  const { rows: people } = await database.executeSql(
    `insert into users (id, name, email)
     select 'mail-' || i, 'Bench ' || i, 'mail-' || i || '@example.com'
     from generate_series(1, $1::int) i returning id`,
    [count],
  )

  const queuing = performance.now()
  await database.db.transaction(async (tx) => {
    for (const { id } of people) {
      await notifications.notify(
        {
          userId: String(id),
          kind: 'booking.requested',
          title: 'New booking: 2019 Ford Focus ST',
          body: 'Bench Buyer booked your 2019 Ford Focus ST and wants to meet at the depot.',
          link: '/dashboard/bookings',
        },
        tx,
      )
    }
  })
  const committed = performance.now()
  console.log(
    `queued ${count} mails in one transaction in ${((committed - queuing) / 1000).toFixed(1)} s`,
  )

  const deadline = committed + Number(values.within) * 1000
  let reported = committed
  while (sink.received.length < count && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    if (performance.now() - reported >= 60_000) {
      reported = performance.now()
      console.log(`  ${((reported - committed) / 1000).toFixed(0)} s: ${sink.received.length} sent`)
    }
  }
  const seconds = (performance.now() - committed) / 1000
  const delivered = sink.received.length
  // A retried delivery would come a little later: look again before counting.
  await new Promise((r) => setTimeout(r, 3000))
  const ids = sink.received.map((m) => m.messageId)
  const duplicates = ids.length - new Set(ids).size
  const { rows } = await database.executeSql(
    'select count(*)::int as n from outbox where sent_at is null',
  )
  const unsent = Number(rows[0]!.n)
  const drained = delivered === count
  console.log(
    `${drained ? `drained ${count} mails in` : `only ${delivered} of ${count} mails sent within`} ` +
      `${seconds.toFixed(1)} s (${(delivered / seconds).toFixed(1)} a second, ` +
      `JOB_POLL_INTERVAL=${values.poll}); duplicates ${duplicates}, unsent ${unsent} ` +
      `(target < 30 s, none twice: ${drained && seconds < 30 && duplicates === 0 ? 'met' : 'MISSED'})`,
  )
  await jobs.stop()
  mail.close()
} finally {
  await app?.stop()
  await database?.close()
  await sink.close()
  await admin(`drop database if exists ${name} with (force)`)
  await rm(dataDir, { recursive: true, force: true })
}
