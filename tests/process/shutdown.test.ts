import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, expect, inject, it } from 'vitest'
import {
  activeCarIds,
  book,
  Client,
  logIn,
  NetworkError,
  signUp,
  uniqueEmail,
} from '../support/process/client'
import { removeDir, seededDataDir, startServer } from '../support/process/server'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map(removeDir)))

interface Outcome {
  kind: 'signup' | 'booking'
  email: string
  status?: number
  id?: string
  error?: string
  answeredAfterSigterm?: boolean
}

/** Opens a connection and sends half a request: an active connection, not an idle one. */
function halfRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  const body = JSON.stringify({ email: 'late@process.example' })
  let reply = ''
  socket.on('data', (d) => (reply += d.toString()))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('error', () => {})
  socket.write(`POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)
  return {
    finish: async () => {
      socket.write(
        `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      )
      await closed
      return reply
    },
  }
}

it('SIGTERM finishes requests in flight, refuses new ones with 503, loses nothing, exits 0', async () => {
  const dir = await seededDataDir(inject('templateDataDir'), 'shutdown')
  dirs.push(dir)
  const server = await startServer({ dataDir: dir })

  // Buyers with sessions, ready to book while the server is told to stop.
  const buyers = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const c = new Client(server.url)
      const email = uniqueEmail('booker')
      expect((await signUp(c, email)).status).toBe(201)
      return { c, email }
    }),
  )
  const cars = await activeCarIds(buyers[0]!.c)
  const late = halfRequest(server.port)

  let sigtermAt = Infinity
  const track = async (o: Outcome, send: () => Promise<{ status: number; body: unknown }>) => {
    try {
      const res = await send()
      o.status = res.status
      o.id = (res.body as { insertedId?: string }).insertedId
    } catch (err) {
      o.error = err instanceof NetworkError ? err.code : String(err)
    }
    o.answeredAfterSigterm = Date.now() > sigtermAt
    return o
  }
  // Password hashing makes each sign-up take a while: many are still running at SIGTERM.
  const work = [
    ...Array.from({ length: 16 }, () => {
      const email = uniqueEmail('inflight')
      return track({ kind: 'signup', email }, () => signUp(new Client(server.url), email))
    }),
    ...buyers.map(({ c, email }, i) => track({ kind: 'booking', email }, () => book(c, cars[i]!))),
  ]
  // SIGTERM as soon as the first answer arrives: the rest are certainly still running.
  await Promise.race(work)
  sigtermAt = Date.now()
  server.proc.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 100))

  // A new connection while draining: answered 503 in the accept grace, or refused after it.
  const fresh = await new Client(server.url).request('GET', '/api/ready').catch((e) => e)
  // A request arriving on a connection that was already open: 503, JSON, Connection: close.
  const lateReply = await late.finish()
  const outcomes = await Promise.all(work)
  const code = await server.exited

  // Every request sent before SIGTERM got an answer: no reset, no 5xx but the drain's 503.
  const said = `exit code ${code}; the server's last words:\n${server.output().slice(-3000)}`
  expect(
    outcomes.filter((o) => o.error),
    said,
  ).toEqual([])
  for (const o of outcomes) expect([201, 503]).toContain(o.status)
  // The point of the test: requests were still running when SIGTERM came, and completed.
  const finished = outcomes.filter((o) => o.answeredAfterSigterm && o.status === 201)
  expect(finished.length).toBeGreaterThan(0)
  // Refused once the listener is closed, or reset when it landed in the kernel's queue of
  // connections just as the listener closed: either way no request was taken.
  if (fresh instanceof NetworkError) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(fresh.code)
  else expect(fresh.status).toBe(503)
  expect(lateReply).toMatch(/^HTTP\/1\.1 503 /)
  expect(lateReply.toLowerCase()).toContain('connection: close')
  // Our drain hook's message, or Fastify's own once the listener is closing: JSON either way.
  expect(JSON.parse(lateReply.slice(lateReply.indexOf('\r\n\r\n') + 4))).toMatchObject({
    message: expect.any(String),
  })
  expect(code, said).toBe(0)
  // The database closed and the lock was released before the exit.
  expect(existsSync(path.join(dir, 'server.pid'))).toBe(false)

  // Every answered write is there after a restart.
  const again = await startServer({ dataDir: dir })
  try {
    // A 201 sign-up can log in; a 503 one was never performed.
    for (const o of outcomes.filter((x) => x.kind === 'signup')) {
      const login = await logIn(new Client(again.url), o.email)
      expect(login.status, o.email).toBe(o.status === 201 ? 200 : 401)
    }
    for (const o of outcomes.filter((x) => x.kind === 'booking')) {
      const c = new Client(again.url)
      expect((await logIn(c, o.email)).status).toBe(200)
      const mine = (await c.request('GET', '/api/bookings')).body as { _id: string }[]
      expect(mine.map((b) => b._id)).toEqual(o.status === 201 ? [o.id] : [])
    }
    console.info(
      `shutdown: ${finished.length} requests finished after SIGTERM, ` +
        `${outcomes.filter((o) => o.status === 503).length} refused with 503`,
    )
  } finally {
    await again.stop()
  }
})
