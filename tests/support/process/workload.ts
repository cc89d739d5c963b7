import { expect } from 'vitest'
import { book, Client, logIn, NetworkError, pay, signUp, uniqueEmail } from './client'

/** What the clients saw acknowledged: each of these must survive a crash. */
export interface Ledger {
  users: Set<string>
  /** booking id -> buyer email */
  bookings: Map<string, string>
  /** booking ids whose payment was confirmed (the money is held) */
  paid: Set<string>
  networkErrors: number
  statuses: Map<number, number>
}

export const newLedger = (): Ledger => ({
  users: new Set(),
  bookings: new Map(),
  paid: new Set(),
  networkErrors: 0,
  statuses: new Map(),
})

/**
 * Buyers who sign up, book one of `carIds` and pay for it with the sandbox card (several race
 * for each car's hold), until `stop()` or until their connection fails (the server was killed; with
 * `keepGoing`, as behind a load balancer, they carry on). Requests take turns over `urls`.
 */
export function startWorkload(
  urls: string[],
  carIds: string[],
  workers: number,
  { keepGoing = false } = {},
) {
  const ledger = newLedger()
  let stopped = false
  let turn = 0
  const url = () => urls[turn++ % urls.length]!
  const count = (status: number) =>
    ledger.statuses.set(status, (ledger.statuses.get(status) ?? 0) + 1)

  async function worker() {
    while (!stopped) {
      const email = uniqueEmail('crash')
      const c = new Client(url())
      try {
        const s = await signUp(c, email)
        count(s.status)
        if (s.status !== 201) continue
        ledger.users.add(email)
        c.base = url()
        const b = await book(c, carIds[Math.floor(Math.random() * carIds.length)]!)
        count(b.status)
        if (b.status !== 201) continue
        const id = (b.body as { insertedId: string }).insertedId
        ledger.bookings.set(id, email)
        c.base = url()
        const p = await pay(c, id)
        count(p.status)
        if (p.status === 200) ledger.paid.add(id)
      } catch (err) {
        if (!(err instanceof NetworkError)) throw err
        ledger.networkErrors++
        // The server is gone; behind a load balancer the next request may reach another.
        if (!keepGoing) return
      } finally {
        c.close()
      }
    }
  }
  const running = Promise.all(Array.from({ length: workers }, worker))
  return {
    ledger,
    done: running,
    stop: async () => {
      stopped = true
      await running
    },
  }
}

/** Every acknowledged user can log in and sees exactly their acknowledged booking and payment. */
export async function expectLedgerKept(baseUrl: string, ledger: Ledger) {
  const bookingOf = new Map([...ledger.bookings].map(([id, email]) => [email, id]))
  const emails = [...ledger.users]
  // A few at a time: each login hashes a password.
  for (let i = 0; i < emails.length; i += 6) {
    await Promise.all(
      emails.slice(i, i + 6).map(async (email) => {
        const c = new Client(baseUrl)
        expect((await logIn(c, email)).status, `log in as ${email}`).toBe(200)
        const id = bookingOf.get(email)
        if (!id) return
        const mine = (await c.request('GET', '/api/bookings')).body as {
          _id: string
          payment: string
        }[]
        const found = mine.find((b) => b._id === id)
        expect(found, `booking ${id} of ${email}`).toBeDefined()
        if (ledger.paid.has(id)) expect(found!.payment, `payment of ${id}`).toBe('held')
        c.close()
      }),
    )
  }
}
