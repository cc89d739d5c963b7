import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { startJobs } from '../../src/server/jobs/jobs'
import { openDatabase } from '../../src/server/db/client'
import { startStripeServer, type LocalEvent } from '../support/server/stripe-server'
import { carPhoto, usedCar } from '../support/listing'
import { Client, signUp, uniqueEmail } from '../support/process/client'
import { expectInvariantsPg } from '../support/process/invariants'
import {
  createPgDatabase,
  startServer,
  tempDir,
  removeDir,
  type Server,
} from '../support/process/server'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn()
})

const webhookSecret = 'whsec_process_payouts'

/**
 * Stripe's API as the app sees it: the local Stripe-speaking server behind a door that can hold
 * a transfer's answer forever, after Stripe has made the transfer (the app dies waiting).
 */
async function stripeBehindADoor() {
  const stripe = await startStripeServer({ webhookSecret })
  let holdTransfers = false
  const door = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const answer = await fetch(new URL(req.url!, stripe.url), {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      })
      if (holdTransfers && req.url === '/v1/transfers') return // never answered
      res.writeHead(answer.status, Object.fromEntries(answer.headers))
      res.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve))
  return {
    stripe,
    url: `http://127.0.0.1:${(door.address() as AddressInfo).port}`,
    holdTransfers: (on: boolean) => (holdTransfers = on),
    close: async () => {
      door.closeAllConnections()
      await new Promise((r) => door.close(r))
      await stripe.close()
    },
  }
}

/** A car listed by the seller through the API, with a photo of their own; its id. */
async function listCar(seller: Client) {
  const headers = {
    cookie: [...seller.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-forwarded-for': seller.ip,
    origin: seller.base,
  }
  const photo = await carPhoto()
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'car.jpg')
  const upload = await fetch(`${seller.base}/api/uploads`, { method: 'POST', headers, body: form })
  expect(upload.status).toBe(201)
  const listed = await seller.request('POST', '/api/allcars', {
    ...usedCar,
    carName: `2019 Honda Civic EX ${Math.random().toString(36).slice(2, 6)}`,
    image: ((await upload.json()) as { data: { url: string } }).data.url,
  })
  expect(listed.status).toBe(201)
  return (listed.body as { insertedId: string }).insertedId
}

/**
 * A payout is sent by a job queued in the transaction that takes the buyer's money. SIGKILL
 * the server after that commit, before the job ran or while Stripe was making the transfer,
 * and restart it: the seller is paid, once (docs/decisions/0080-money-held-until-the-car-changes-hands.md).
 */
it('SIGKILL between taking the money and the payout: the seller is paid once after the restart', async () => {
  const db = await createPgDatabase('payouts')
  cleanup.push(db.drop)
  const dir = await tempDir('payouts')
  cleanup.push(() => removeDir(dir))
  const api = await stripeBehindADoor()
  cleanup.push(api.close)
  const start = (pollEvery: string) =>
    startServer({
      dataDir: dir,
      databaseUrl: db.url,
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_process',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_process',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: api.url,
        JOB_POLL_INTERVAL: pollEvery,
      },
    })
  const sql = new pg.Client({ connectionString: db.url })
  await sql.connect()
  cleanup.push(() => sql.end())

  let server: Server = await start('1h')
  const deliver = async (event: LocalEvent) => {
    const { payload, signature } = api.stripe.signed(event)
    const res = await fetch(`${server.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
    expect(res.status).toBe(200)
  }

  // A seller onboarded with Stripe Connect, and a car of theirs.
  const seller = new Client(server.url)
  const sellerEmail = uniqueEmail('payout-seller')
  expect((await signUp(seller, sellerEmail, 'seller')).status).toBe(201)
  const link = (await seller.request('POST', '/api/seller/payouts/onboarding')).body as {
    url: string
  }
  await deliver(api.stripe.completeOnboarding(/(acct_\w+)$/.exec(link.url)![1]!))
  const cars = [await listCar(seller), await listCar(seller)]

  /** A buyer pays for the car (held), the seller hands it over, the buyer confirms (taken). */
  async function sale(carId: string) {
    const buyer = new Client(server.url)
    expect((await signUp(buyer, uniqueEmail('payout-buyer'))).status).toBe(201)
    const booked = await buyer.request('POST', '/api/bookings', {
      car_id: carId,
      phone: '+1 555 010 2030',
      meeting_location: 'Main St',
    })
    const id = (booked.body as { insertedId: string }).insertedId
    const paying = (await buyer.request('POST', `/api/bookings/${id}/payment`)).body as {
      clientSecret: string
    }
    await deliver(api.stripe.authorize(paying.clientSecret.split('_secret_')[0]!))
    seller.base = server.url
    expect((await seller.request('POST', `/api/bookings/${id}/handover`)).status).toBe(200)
    const taken = await buyer.request('POST', `/api/bookings/${id}/confirm-handover`)
    expect((taken.body as { payment: string }).payment).toBe('paid')
    return id
  }
  const transfersFor = (id: string) =>
    [...api.stripe.transfers.values()].filter((t) => t.metadata.bookingId === id)
  const payout = async (id: string) =>
    (await sql.query('select status from payouts where booking_id = $1', [id])).rows[0]?.status

  // 1. Killed after the money was taken, before its payout job ran (this server's worker
  //    looks for jobs once an hour).
  const first = await sale(cars[0]!)
  expect(await payout(first)).toBe('queued')
  await server.kill()
  server = await start('500ms')
  await expect.poll(() => payout(first), { timeout: 20_000 }).toBe('sent')
  expect(transfersFor(first)).toHaveLength(1)

  // 2. Killed while Stripe was making the transfer: Stripe has it, our commit never came.
  api.holdTransfers(true)
  const second = await sale(cars[1]!)
  await expect.poll(() => transfersFor(second).length, { timeout: 20_000 }).toBe(1)
  await server.kill()
  expect(await payout(second)).toBe('queued')
  api.holdTransfers(false)
  server = await start('500ms')
  // pg-boss retries a job whose worker died once the job expires (2 minutes); the test sends
  // that retry now rather than wait for it.
  const database = await openDatabase({ url: db.url })
  const jobs = await startJobs(database, { error() {}, warn() {} }, { work: false })
  await jobs.handle('money.payout', async () => {})
  await jobs.send('money.payout', { bookingId: second })
  await expect.poll(() => payout(second), { timeout: 20_000 }).toBe('sent')
  await jobs.stop()
  await database.close()
  expect(transfersFor(second)).toHaveLength(1)
  const { rows: entries } = await sql.query(
    `select booking_id, count(*)::int as n from ledger_entries where movement = 'payout'
       and booking_id = any($1) group by booking_id`,
    [[first, second]],
  )
  expect(entries.map((e) => e.n)).toEqual([2, 2])

  expect(await server.stop()).toBe(0)
  await expectInvariantsPg(db.url)
}, 150_000)
