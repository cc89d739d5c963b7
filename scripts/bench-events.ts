// `npm run bench:events [-- --notifications 500 --rate 50 --rounds 5]`: issue 15's event-stream
// targets, against the built server (`npm run build` first) on a fresh PostgreSQL database
// (on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432), dropped at the end.
// 1. Two app processes; 200 streams open on the second (40 people, 5 each: the most /api/events
//    keeps per person). The bench commits notifications with the app's notify(), each in a
//    transaction of its own, at `--rate` a second, from this process, and times each from
//    just before the statement is sent to its event arriving on each of the person's streams.
// 2. A fresh process: RSS before and after opening 1,000 streams (200 people, 5 each), then
//    `--rounds` notifications for each person; every stream must get each of its own, once.
import { parseArgs } from 'node:util'
import { openDatabase } from '../src/server/db/client'
import type { MailService } from '../src/server/modules/mail/service'
import {
  notificationsService,
  type NewNotification,
  type NotificationsService,
} from '../src/server/modules/notifications/service'
import { benchDatabase, openStreams, pct, sleep, waitFor } from './bench/app-processes'
import { rssMb } from './bench/server'

const { values } = parseArgs({
  options: {
    notifications: { type: 'string', default: '500' },
    rate: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
  },
})
const bench = await benchDatabase('events')
const { dbUrl, env, pool, start } = bench

/** `n` people with a session each (straight in the tables); the bearer plugin takes the token. */
async function people(n: number, prefix: string) {
  await pool.query(
    `insert into users (id, name, email, is_demo)
     select $1::text || i, 'Bench ' || i, $1::text || i || '@example.com', true
     from generate_series(1, $2::int) i`,
    [prefix, n],
  )
  const { rows } = await pool.query<{ id: string; token: string }>(
    `insert into sessions (id, token, user_id, expires_at)
     select id, md5(random()::text) || md5(random()::text), id, now() + interval '1 day'
     from users where id like $1::text || '%' order by id returning user_id as id, token`,
    [prefix],
  )
  return rows
}

/** The app's own `notify()`, in a transaction of its own, from this process. */
let database: Awaited<ReturnType<typeof openDatabase>> | undefined
let notifications: NotificationsService | undefined
async function notify(userId: string, title: string) {
  // Opened once a server has migrated the database. Bench people are demo accounts: told in
  // the app only, so no mail service is needed.
  database ??= await openDatabase({ url: dbUrl })
  notifications ??= notificationsService(database.db, {
    mail: {} as MailService,
    publicUrl: 'http://127.0.0.1',
    secret: env.AUTH_SECRET,
  })
  const n = { userId, kind: 'booking.requested', title, body: 'From the benchmark', link: '/' }
  await database.db.transaction((tx) => notifications!.notify(n as NewNotification, tx))
}

/** Five streams per person on `url`. */
const fiveEach = (
  url: string,
  who: { token: string }[],
  onEvent: Parameters<typeof openStreams>[2],
) =>
  openStreams(
    url,
    who.flatMap(({ token }) => Array<string>(5).fill(token)),
    onEvent,
  )

async function acrossProcesses() {
  const count = Number(values.notifications)
  const a = await start() // migrates the database; the second finds it done
  const b = await start()
  const who = await people(40, 'cross-')
  const sentAt = new Map<string, number>()
  const took: number[] = []
  const streams = await fiveEach(b.url, who, (_, e, at) => {
    const sent = sentAt.get(JSON.parse(e.data).title)
    if (sent !== undefined) took.push(at - sent)
  })
  // Warm-up, not counted: one notification per person.
  await Promise.all(who.map((p) => notify(p.id, 'warm-up')))
  await waitFor(() => streams.every((s) => s.events.length === 1), 10_000)

  const started = performance.now()
  const pending: Promise<unknown>[] = []
  for (let k = 0; k < count; k++) {
    // A steady rate: each send waits for its slot, not for the previous commit.
    await sleep(started + (k * 1000) / Number(values.rate) - performance.now())
    const title = `cross ${k}`
    sentAt.set(title, performance.now())
    pending.push(notify(who[k % who.length]!.id, title))
  }
  await Promise.all(pending)
  await waitFor(() => took.length >= count * 5, 10_000)
  took.sort((x, y) => x - y)
  const p99 = pct(took, 99)
  console.log(
    `1. ${count} notifications at ${values.rate}/s, committed by the bench, to 200 streams on ` +
      `the other of two processes (5 per person): ${took.length} of ${count * 5} deliveries; ` +
      `p50 ${pct(took, 50).toFixed(1)} ms, p95 ${pct(took, 95).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms, max ${took.at(-1)!.toFixed(1)} ms ` +
      `(target p99 < 200 ms: ${p99 < 200 && took.length === count * 5 ? 'met' : 'MISSED'})`,
  )
  for (const s of streams) s.close()
  await Promise.all([a.stop(), b.stop()])
}

async function manyStreams() {
  const rounds = Number(values.rounds)
  const s = await start()
  // Warm-up: a first stream and event load the code and fill the pools the later ones use.
  const [first] = await people(1, 'warm-')
  const warm = await fiveEach(s.url, [first!], () => {})
  await notify(first!.id, 'warm-up')
  await waitFor(() => warm.every((w) => w.events.length === 1), 5000)
  for (const w of warm) w.close()
  const who = await people(200, 'many-')
  await sleep(2000)
  const before = rssMb(s.proc.pid!)

  const got = Array.from({ length: who.length * 5 }, (): string[] => [])
  let lastAt = 0
  const streams = await fiveEach(s.url, who, (n, e, at) => {
    got[n]!.push(e.data)
    lastAt = at
  })
  await sleep(2000)
  const open = rssMb(s.proc.pid!)
  const sending = performance.now()
  for (let r = 0; r < rounds; r++) {
    await Promise.all(who.map((p) => notify(p.id, `round ${r}`)))
  }
  const expected = streams.length * rounds
  const received = () => got.reduce((sum, g) => sum + g.length, 0)
  await waitFor(() => received() >= expected, 30_000)
  await sleep(1000) // anything sent twice arrives too
  const after = rssMb(s.proc.pid!)
  // Each stream must have had its person's rounds, each once, in order.
  const wrong = streams.filter((_, n) => {
    const titles = got[n]!.map((d) => JSON.parse(d).title)
    return titles.join() !== Array.from({ length: rounds }, (_, r) => `round ${r}`).join()
  }).length
  console.log(
    `2. 1,000 streams on one process (200 people, 5 each): RSS ${before.toFixed(0)} MB before, ` +
      `${open.toFixed(0)} MB with them open (+${(open - before).toFixed(0)} MB), ` +
      `${after.toFixed(0)} MB after ${rounds} notifications each ` +
      `(+${(after - before).toFixed(0)} MB); events expected ${expected}, received ` +
      `${received()} (the last ${((lastAt - sending) / 1000).toFixed(1)} s after the first ` +
      `was sent), streams missing or repeating one: ${wrong} ` +
      `(target < 60 MB, none dropped: ` +
      `${after - before < 60 && received() === expected && wrong === 0 ? 'met' : 'MISSED'})`,
  )
  for (const st of streams) st.close()
  await s.stop()
}

try {
  await acrossProcesses()
  await manyStreams()
} finally {
  await database?.close()
  await bench.close()
}
