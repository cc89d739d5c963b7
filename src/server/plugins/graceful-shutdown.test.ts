import { Worker } from 'node:worker_threads'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { gracefulShutdown } from './graceful-shutdown'

/**
 * A client on a thread of its own, so that it goes on while this thread is blocked: on 'go' it
 * opens `count` connections and sends a request on each, counting each request sent in `sent`;
 * it answers each one's status line, or the error that ended it.
 */
const clientSource = `
const net = require('node:net')
const { parentPort, workerData } = require('node:worker_threads')
const sent = new Int32Array(workerData.sent)
parentPort.once('message', async () => {
  const answers = await Promise.all(
    Array.from({ length: workerData.count }, () => new Promise((resolve) => {
      const socket = net.connect(workerData.port, '127.0.0.1')
      let reply = ''
      socket.on('connect', () =>
        socket.write('GET /ping HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n', () => Atomics.add(sent, 0, 1)),
      )
      socket.on('data', (d) => (reply += d.toString()))
      socket.on('error', (err) => resolve(err.code))
      socket.on('close', () => resolve(reply.split('\\r\\n')[0] || 'closed without an answer'))
    })),
  )
  parentPort.postMessage(answers)
})
`

let app: FastifyInstance | undefined
let worker: Worker | undefined
afterEach(async () => {
  await worker?.terminate()
  await app?.close()
})

it('answers 503 to connections queued while the loop was busy through the grace, never a reset', async () => {
  app = Fastify()
  await app.register(gracefulShutdown)
  app.get('/ping', async () => ({ ok: true }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }

  const count = 5
  const sent = new SharedArrayBuffer(4)
  worker = new Worker(clientSource, { eval: true, workerData: { port, count, sent } })
  const answers = new Promise<string[]>((resolve) => worker!.once('message', resolve))
  await new Promise((resolve) => worker!.once('online', resolve))

  const drained = app.drain()
  worker.postMessage('go')
  // Busy past the grace (1 s) and until every request is sent: the connections wait in the
  // kernel's queue while the grace's timer comes due.
  const from = Date.now()
  const sentAll = () => Atomics.load(new Int32Array(sent), 0) === count
  while ((Date.now() - from < 1500 || !sentAll()) && Date.now() - from < 30_000);
  expect(sentAll(), 'the client sent its requests').toBe(true)

  await drained
  expect(await answers).toEqual(Array(count).fill('HTTP/1.1 503 Service Unavailable'))
})
