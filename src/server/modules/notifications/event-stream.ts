import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { Notification } from '../../../shared/notifications'
import type { Database } from '../../db/client'
import { NOTIFICATIONS_CHANNEL, type NotificationsService } from './service'

/** At most this many open streams per person (tabs, devices); the oldest is closed. */
const STREAMS_PER_PERSON = 5
/** A comment line this often keeps proxies from closing a quiet stream. */
const PING_MS = 25_000

/** A stream that has this much unsent (a client that stopped reading) is cut; it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** Rows read at a time when catching up. */
const PAGE = 100

interface Stream {
  userId: string
  /** The highest `seq` sent: the stream's Last-Event-ID. */
  sent: number
  reply: FastifyReply
  ping: NodeJS.Timeout
}

/** A person's open streams on this process, and whether a read for them is running. */
interface Person {
  streams: Set<Stream>
  reading: boolean
  /** An announcement came during the read: read once more after it. */
  again: boolean
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
  const people = new Map<string, Person>()

  /** Writes to a stream, or cuts it when its client has stopped reading. */
  function send(stream: Stream, text: string) {
    const res = stream.reply.raw
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      close(stream)
      res.socket?.destroy()
      return
    }
    res.write(text)
  }

  function write(stream: Stream, events: { seq: number; item: Notification }[]) {
    for (const { seq, item } of events) {
      if (seq <= stream.sent) continue
      stream.sent = seq
      send(stream, `id: ${seq}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`)
    }
  }

  /**
   * Sends a person's streams what they have not had yet, read from the table in order: after a
   * NOTIFY, at a (re)connection, after a lost LISTEN. One read at a time per person, whatever
   * the number of streams and announcements: announcements during a read ask for one more.
   */
  async function catchUp(userId: string) {
    const person = people.get(userId)
    if (!person) return
    if (person.reading) {
      person.again = true
      return
    }
    person.reading = true
    try {
      do {
        person.again = false
        let page: Awaited<ReturnType<NotificationsService['after']>>
        do {
          const from = Math.min(...[...person.streams].map((s) => s.sent))
          if (!Number.isFinite(from)) return
          page = await notifications.after(userId, from, PAGE)
          // A stream that joined during the read, further behind, waits for the next pass
          // (its opening asked for one): this page would skip what it has not had.
          for (const stream of person.streams) if (stream.sent >= from) write(stream, page)
        } while (page.length === PAGE)
      } while (person.again)
    } catch (err) {
      log.warn({ err }, 'event stream: catch-up')
    } finally {
      person.reading = false
    }
  }

  const stopListening = await database.listen(
    NOTIFICATIONS_CHANNEL,
    (payload) => void catchUp(payload.split(' ')[0] ?? ''),
    () => {
      for (const userId of people.keys()) void catchUp(userId)
    },
  )

  function close(stream: Stream) {
    clearInterval(stream.ping)
    const person = people.get(stream.userId)
    person?.streams.delete(stream)
    if (person?.streams.size === 0) people.delete(stream.userId)
    stream.reply.raw.end()
  }

  return {
    /** Takes over `reply` as an event stream for `userId`, from after `lastEventId`. */
    async open(reply: FastifyReply, userId: string, lastEventId: number) {
      // A first visit gets what comes next; a reconnection what it missed too.
      const sent = lastEventId > 0 ? lastEventId : await notifications.newestSeq(userId)
      const person = people.get(userId) ?? { streams: new Set(), reading: false, again: false }
      people.set(userId, person)
      if (person.streams.size >= STREAMS_PER_PERSON) close(person.streams.values().next().value!)
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
        ping: setInterval(() => send(stream, ': ping\n\n'), PING_MS),
      }
      person.streams.add(stream)
      reply.raw.on('close', () => close(stream))
      await catchUp(userId)
    },

    /** Ends every stream (the server is stopping); browsers reconnect to another process. */
    async stop() {
      for (const person of [...people.values()]) {
        for (const stream of [...person.streams]) {
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
