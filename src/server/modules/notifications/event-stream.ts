import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { Notification } from '../../../shared/notifications'
import type { Database } from '../../db/client'
import { NOTIFICATIONS_CHANNEL, type NotificationsService } from './service'

/** At most this many open streams per person (tabs, devices); the oldest is closed. */
const STREAMS_PER_PERSON = 5
/** A comment line this often keeps proxies from closing a quiet stream. */
const PING_MS = 25_000

interface Stream {
  userId: string
  /** The highest `seq` sent: the stream's Last-Event-ID. */
  sent: number
  reply: FastifyReply
  ping: NodeJS.Timeout
}

/**
 * The server-sent event streams of this process (GET /api/events). A notification is announced
 * with NOTIFY by whichever process recorded it; every process LISTENs and sends it to the open
 * streams of its person. A reconnect names the last id it saw and gets what came after.
 */
export async function eventStreams(
  database: Database,
  notifications: NotificationsService,
  log: FastifyBaseLogger,
) {
  const streams = new Map<string, Set<Stream>>()

  function write(stream: Stream, events: { seq: number; item: Notification }[]) {
    for (const { seq, item } of events) {
      if (seq <= stream.sent) continue
      stream.sent = seq
      stream.reply.raw.write(`id: ${seq}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`)
    }
  }

  /**
   * Sends a stream what it has not had yet, read from the table in order: after a NOTIFY, at
   * a (re)connection, after a lost LISTEN. Overlapping reads send nothing twice (`sent`).
   */
  async function catchUp(stream: Stream) {
    write(stream, await notifications.after(stream.userId, stream.sent))
  }

  async function announced(payload: string) {
    const [userId] = payload.split(' ')
    for (const stream of streams.get(userId ?? '') ?? []) {
      await catchUp(stream).catch((err: unknown) => log.warn({ err }, 'event stream: catch-up'))
    }
  }

  const stopListening = await database.listen(
    NOTIFICATIONS_CHANNEL,
    (payload) => void announced(payload),
    () => {
      for (const set of streams.values()) for (const stream of set) void catchUp(stream)
    },
  )

  function close(stream: Stream) {
    clearInterval(stream.ping)
    const set = streams.get(stream.userId)
    set?.delete(stream)
    if (set?.size === 0) streams.delete(stream.userId)
    stream.reply.raw.end()
  }

  return {
    /** Takes over `reply` as an event stream for `userId`, from after `lastEventId`. */
    async open(reply: FastifyReply, userId: string, lastEventId: number) {
      // A first visit gets what comes next; a reconnection what it missed too.
      const sent = lastEventId > 0 ? lastEventId : await notifications.newestSeq(userId)
      const set = streams.get(userId) ?? new Set<Stream>()
      streams.set(userId, set)
      if (set.size >= STREAMS_PER_PERSON) close(set.values().next().value!)
      reply.hijack()
      // The headers Fastify's hooks set (security headers) go out with the stream.
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-accel-buffering': 'no',
      })
      reply.raw.write('retry: 3000\n\n')
      const stream: Stream = {
        userId,
        sent,
        reply,
        ping: setInterval(() => reply.raw.write(': ping\n\n'), PING_MS),
      }
      set.add(stream)
      reply.raw.on('close', () => close(stream))
      await catchUp(stream)
    },

    /** Ends every stream (the server is stopping); browsers reconnect to another process. */
    async stop() {
      for (const set of [...streams.values()]) {
        for (const stream of [...set]) {
          close(stream)
          // Hang up too: an ended stream's keep-alive connection would hold the close open.
          stream.reply.raw.socket?.destroy()
        }
      }
      await stopListening()
    },
  }
}
export type EventStreams = Awaited<ReturnType<typeof eventStreams>>
