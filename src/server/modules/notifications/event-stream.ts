import type { OutgoingHttpHeaders } from 'node:http'
import { and, gt, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { Database } from '../../db/client'
import { sessions } from '../../db/schema'

/** At most this many open streams per person (tabs, devices); the oldest is closed. */
const STREAMS_PER_PERSON = 5
/**
 * A comment line this often keeps proxies from closing a quiet stream; as often, a stream whose
 * session has ended (signed out, suspended, deleted) is closed.
 */
const PING_MS = 25_000

/** A stream that has this much unsent (a client that stopped reading) is cut; it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** Rows read at a time when catching up. */
const PAGE = 100

/**
 * One ordered kind of event a person receives: notifications, messages. Each has its own `seq`
 * and PostgreSQL channel, on which a new one is announced as `<userId> <seq>`.
 */
export interface Feed {
  /** The SSE event name. */
  event: string
  channel: string
  /** A person's events after `seq`, oldest first. */
  after(userId: string, seq: number, limit: number): Promise<{ seq: number; item: unknown }[]>
  newestSeq(userId: string): Promise<number>
}

interface Stream {
  userId: string
  /** Its session's token: the stream lives as long as the session. */
  token: string
  /** The highest `seq` sent of each feed: together, the stream's Last-Event-ID ("12-40"). */
  sent: number[]
  reply: FastifyReply
}

/** A person's open streams on this process, and whether a read for them is running. */
interface Person {
  streams: Set<Stream>
  reading: boolean
  /** An announcement came during the read: read once more after it. */
  again: boolean
}

/**
 * The server-sent event streams of this process (GET /api/events). An event of a feed (a
 * notification, a message) is announced with NOTIFY by whichever process recorded it; every
 * process LISTENs and sends it to the open streams of its person. An event's id holds each
 * feed's position, so a reconnect that names the last id it saw gets what came after in each.
 */
export async function eventStreams(database: Database, feeds: Feed[], log: FastifyBaseLogger) {
  const people = new Map<string, Person>()

  /** Closes each of `streams` whose session has ended; answers whether any is left open. */
  async function endSignedOut(streams: Stream[]) {
    if (streams.length === 0) return false
    const rows = await database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(
        and(
          inArray(sessions.token, [...new Set(streams.map((s) => s.token))]),
          gt(sessions.expiresAt, new Date()),
        ),
      )
    const live = new Set(rows.map((r) => r.token))
    for (const stream of streams) if (!live.has(stream.token)) hangUp(stream)
    return streams.some((s) => live.has(s.token))
  }

  /** Writes to a stream, or cuts it when its client has stopped reading. */
  function send(stream: Stream, text: string) {
    const res = stream.reply.raw
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      hangUp(stream)
      return
    }
    res.write(text)
  }

  function write(stream: Stream, f: number, events: { seq: number; item: unknown }[]) {
    for (const { seq, item } of events) {
      if (seq <= stream.sent[f]!) continue
      stream.sent[f] = seq
      const id = stream.sent.join('-')
      send(stream, `id: ${id}\nevent: ${feeds[f]!.event}\ndata: ${JSON.stringify(item)}\n\n`)
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
        // Nothing more reaches a session that has ended since the stream opened.
        if (!(await endSignedOut([...person.streams]))) return
        for (const [f, feed] of feeds.entries()) {
          let page: Awaited<ReturnType<Feed['after']>>
          do {
            const from = Math.min(...[...person.streams].map((s) => s.sent[f]!))
            if (!Number.isFinite(from)) return
            page = await feed.after(userId, from, PAGE)
            // A stream that joined during the read, further behind, waits for the next pass
            // (its opening asked for one): this page would skip what it has not had.
            for (const stream of person.streams) if (stream.sent[f]! >= from) write(stream, f, page)
          } while (page.length === PAGE)
        }
      } while (person.again)
    } catch (err) {
      log.warn({ err }, 'event stream: catch-up')
    } finally {
      person.reading = false
    }
  }

  const stops = await Promise.all(
    feeds.map((feed) =>
      database.listen(
        feed.channel,
        (payload) => void catchUp(payload.split(' ')[0] ?? ''),
        () => {
          for (const userId of people.keys()) void catchUp(userId)
        },
      ),
    ),
  )

  function close(stream: Stream) {
    const person = people.get(stream.userId)
    person?.streams.delete(stream)
    if (person?.streams.size === 0) people.delete(stream.userId)
    stream.reply.raw.end()
  }

  /** Ends a stream and its connection (an ended stream's keep-alive connection stays open). */
  function hangUp(stream: Stream) {
    close(stream)
    stream.reply.raw.socket?.destroy()
  }

  const allStreams = () => [...people.values()].flatMap((p) => [...p.streams])
  const ping = setInterval(() => {
    for (const stream of allStreams()) send(stream, ': ping\n\n')
    endSignedOut(allStreams()).catch((err: unknown) => log.warn({ err }, 'event stream: sessions'))
  }, PING_MS)

  return {
    /**
     * Takes over `reply` as an event stream for the session `token` of `userId`, from after
     * `lastEventId` (each feed's position, "12-40"; a feed it does not name starts from now).
     */
    async open(
      reply: FastifyReply,
      { id: userId, token }: { id: string; token: string },
      lastEventId: string,
    ) {
      // A first visit gets what comes next; a reconnection what it missed too.
      const named = lastEventId.split('-').map(Number)
      const sent = await Promise.all(
        feeds.map((feed, f) => (named[f]! > 0 ? named[f]! : feed.newestSeq(userId))),
      )
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
      const stream: Stream = { userId, token, sent, reply }
      person.streams.add(stream)
      reply.raw.on('close', () => close(stream))
      await catchUp(userId)
    },

    /** Ends every stream (the server is stopping); browsers reconnect to another process. */
    async stop() {
      clearInterval(ping)
      for (const stream of allStreams()) hangUp(stream)
      await Promise.all(stops.map((stop) => stop()))
    },
  }
}
export type EventStreams = Awaited<ReturnType<typeof eventStreams>>
