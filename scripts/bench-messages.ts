// `npm run bench:messages [-- --messages 500 --rate 50 --requests 200]`: issue 17's message
// targets, against the built server (`npm run build` first) on a fresh PostgreSQL database
// (on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432), dropped at the end.
// 1. Two app processes; 200 conversations (a buyer and a seller each, about a car of the
//    seller's), both sides' streams open on the second. The bench sends `--messages` messages
//    through the first process's API (POST /api/conversations/{id}/messages, the sender's
//    bearer token) at `--rate` a second, spread over the conversations, the buyer and the
//    seller in turn, and times each from just before the request is sent to its `message`
//    event arriving on the recipient's stream on the other process.
// 2. A fresh process and a conversation of 1,000 messages: `--requests` sequential requests
//    each of its first page (GET /api/conversations/{id}/messages), of the server-rendered
//    page /dashboard/inbox/{id} (the session cookie), and of the next older page (?before=).
import { createHmac } from 'node:crypto'
import { parseArgs } from 'node:util'
import type { Message } from '../src/shared/messages'
import { benchDatabase, openStreams, pct, sleep, waitFor } from './bench/app-processes'

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '500' },
    rate: { type: 'string', default: '50' },
    requests: { type: 'string', default: '200' },
  },
})
const bench = await benchDatabase('messages')
const { env, pool, start } = bench

/**
 * `n` people (`<prefix>1` to `<prefix>n`, e-mail confirmed) with a session each, straight in
 * the tables; the bearer plugin takes the token. Answered by id.
 */
async function people(n: number, prefix: string, role: 'buyer' | 'seller') {
  await pool.query(
    `insert into users (id, name, email, email_verified, role, is_demo)
     select $1::text || i, 'Bench ' || i, $1::text || i || '@example.com', true, $3, true
     from generate_series(1, $2::int) i`,
    [prefix, n, role],
  )
  const { rows } = await pool.query<{ id: string; token: string }>(
    `insert into sessions (id, token, user_id, expires_at)
     select id, md5(random()::text) || md5(random()::text), id, now() + interval '1 day'
     from users where id like $1::text || '%' returning user_id as id, token`,
    [prefix],
  )
  return new Map(rows.map((r) => [r.id, r.token]))
}

/**
 * One conversation per seller `<prefix>seller-i` and buyer `<prefix>buyer-i`, about a car of
 * the seller's (rows straight in the tables, as POST /api/conversations would leave them).
 */
async function conversations(n: number, prefix: string) {
  await pool.query(
    `insert into categories (category_id, body_type, image) values ('bench', 'Bench', '/x.webp')
     on conflict do nothing`,
  )
  const tokens = new Map([
    ...(await people(n, `${prefix}buyer-`, 'buyer')),
    ...(await people(n, `${prefix}seller-`, 'seller')),
  ])
  const { rows } = await pool.query<{ id: string; buyer: string; seller: string }>(
    `with car as (
       insert into cars (seller_id, category_id, name, origin, price_cents, resale_price_cents,
         years_used, description, miles_per_gallon, buying_year, company, images, condition,
         mileage)
       select $1::text || 'seller-' || i, 'bench', '2019 Bench Car ' || i, 'Japan', 2500000,
         1990000, 5, 'A bench car.', 30, '2019-01-01', 'Toyota', array['/media/x/800.webp'],
         'Good', 40000
       from generate_series(1, $2::int) i
       returning id, name, seller_id)
     insert into conversations (car_id, car_name, buyer_id, seller_id)
     select id, name, replace(seller_id, 'seller-', 'buyer-'), seller_id from car
     returning id, buyer_id as buyer, seller_id as seller`,
    [prefix, n],
  )
  return { tokens, conversations: rows }
}

/** A `message` event's data (docs/api.md "Messages"). */
interface MessageEvent {
  conversationId: string
  message: Message
}

const figures = (sorted: number[]) =>
  `p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, ` +
  `p99 ${pct(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`

async function acrossProcesses() {
  const count = Number(values.messages)
  const rate = Number(values.rate)
  const a = await start() // migrates the database; the second finds it done
  const b = await start()
  const { tokens, conversations: convs } = await conversations(200, 'cross-')

  // Each text once; a delivery counts on the recipient's stream (fromMe false), once.
  const sentAt = new Map<string, number>()
  const took = new Map<string, number>()
  let twice = 0
  const streams = await openStreams(b.url, [...tokens.values()], (_, e, at) => {
    if (e.event !== 'message') return
    const { message } = JSON.parse(e.data) as MessageEvent
    const sent = sentAt.get(message.text)
    if (message.fromMe || sent === undefined) return
    if (took.has(message.text)) twice++
    else took.set(message.text, at - sent)
  })

  let refused = 0
  /** Message `k` (`text`) of the run: conversation k % 200, the buyer and the seller in turn. */
  const send = async (k: number, text: string) => {
    const c = convs[k % convs.length]!
    const from = (k + Math.floor(k / convs.length)) % 2 === 0 ? c.buyer : c.seller
    sentAt.set(text, performance.now())
    const res = await fetch(`${a.url}/api/conversations/${c.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get(from)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    })
    if (res.status !== 201) refused++
    await res.arrayBuffer()
  }
  /** `n` messages at `rate` a second: each waits for its slot, not for the previous answer. */
  const run = async (n: number, label: string) => {
    const started = performance.now()
    const pending: Promise<void>[] = []
    for (let k = 0; k < n; k++) {
      await sleep(started + (k * 1000) / rate - performance.now())
      pending.push(send(k, `${label} ${k}`))
    }
    await Promise.all(pending)
  }

  // Warm-up, not counted: one message in each conversation. Each person sends at most three
  // messages in all, far under the 30 a minute a sender may.
  await run(convs.length, 'warm-up')
  await waitFor(() => took.size >= convs.length, 10_000)
  const warmed = took.size
  took.clear()
  twice = 0
  refused = 0

  await run(count, 'cross')
  await waitFor(() => took.size >= count, 10_000)
  await sleep(500) // anything sent twice arrives too
  const times = [...took.values()].sort((x, y) => x - y)
  const p99 = pct(times, 99)
  const ok = p99 < 200 && took.size === count && twice === 0 && refused === 0
  console.log(
    `1. ${count} messages at ${rate}/s through process A's API (POST /api/conversations/{id}/` +
      `messages) in 200 conversations, both sides writing, to the recipients' streams on ` +
      `process B (${streams.length} open; warm-up ${warmed} of ${convs.length} delivered): ` +
      `${took.size} of ${count} deliveries, ${twice} twice, ${refused} sends refused; ` +
      `${figures(times)} (target p99 < 200 ms: ${ok ? 'met' : 'MISSED'})`,
  )
  for (const s of streams) s.close()
  await Promise.all([a.stop(), b.stop()])
}

/** The cookie a browser signed in with `token` sends: better-auth's signed session cookie. */
const sessionCookie = (token: string) => {
  const signature = createHmac('sha256', env.AUTH_SECRET).update(token).digest('base64')
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`
}

async function openThread() {
  const n = Number(values.requests)
  const s = await start()
  const { tokens, conversations: convs } = await conversations(1, 'thread-')
  const c = convs[0]!
  // 1,000 messages, the two sides in turn, a minute apart, the newest last.
  await pool.query(
    `insert into messages (conversation_id, sender_id, text, created_at)
     select $1, case when i % 2 = 0 then $2 else $3 end, 'Thread message ' || i,
       now() - interval '1 minute' * (1000 - i)
     from generate_series(1, 1000) i`,
    [c.id, c.buyer, c.seller],
  )
  await pool.query(
    `update conversations set last_message_at = (select max(created_at) from messages) where id = $1`,
    [c.id],
  )
  const token = tokens.get(c.buyer)!
  const api = `${s.url}/api/conversations/${c.id}/messages`
  const bearer = { authorization: `Bearer ${token}` }
  const page = `${s.url}/dashboard/inbox/${c.id}`
  const cookie = { cookie: sessionCookie(token) }

  /** `n` sequential GETs of `url` after 20 not counted; `check` looks at each answer. */
  async function time(url: string, headers: Record<string, string>, check: (body: string) => void) {
    const took: number[] = []
    for (let i = -20; i < n; i++) {
      const started = performance.now()
      const res = await fetch(url, { headers })
      const body = await res.text()
      const ms = performance.now() - started
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`)
      check(body)
      if (i >= 0) took.push(ms)
    }
    return took.sort((x, y) => x - y)
  }

  let first: Message[] = []
  const firstPage = await time(api, bearer, (body) => {
    first = JSON.parse(body) as Message[]
  })
  // The first screen in the rendered markup (#root), not only in the data: the first page's
  // oldest and newest messages (951 and 1000), and nothing older.
  let rendered = true
  const html = await time(page, cookie, (body) => {
    const markup = body.split('id="server-data"')[0] ?? ''
    const has = (i: number) => markup.includes(`>Thread message ${i}<`)
    if (!has(951) || !has(1000) || has(950)) rendered = false
  })
  let older: Message[] = []
  const olderPage = await time(`${api}?before=${first[0]?._id}`, bearer, (body) => {
    older = JSON.parse(body) as Message[]
  })
  const pagesRight =
    first.length === 50 &&
    first.at(-1)?.text === 'Thread message 1000' &&
    first[0]?.text === 'Thread message 951' &&
    older.length === 50 &&
    older[0]?.text === 'Thread message 901' &&
    older.at(-1)?.text === 'Thread message 950'
  const ok = (t: number[]) => pct(t, 95) < 300
  console.log(
    `2a. a thread of 1,000 messages, its first page (GET /api/conversations/{id}/messages, ` +
      `${first.length} messages, newest "${first.at(-1)?.text}"), ${n} sequential requests: ` +
      `${figures(firstPage)} (target p95 < 300 ms: ${ok(firstPage) ? 'met' : 'MISSED'})`,
  )
  console.log(
    `2b. its server-rendered page (GET /dashboard/inbox/{id}, session cookie, ` +
      `${rendered ? 'messages 951 to 1000 in the markup' : 'the first page NOT rendered'}), ` +
      `${n} sequential requests: ${figures(html)} ` +
      `(target p95 < 300 ms: ${ok(html) && rendered ? 'met' : 'MISSED'})`,
  )
  console.log(
    `2c. the next older page (?before=<oldest _id of the first>): ${older.length} messages, ` +
      `"${older[0]?.text}" to "${older.at(-1)?.text}" (${pagesRight ? 'paged right' : 'WRONG'}), ` +
      `${n} sequential requests: ${figures(olderPage)}`,
  )
  await s.stop()
}

try {
  await acrossProcesses()
  await openThread()
} finally {
  await bench.close()
}
