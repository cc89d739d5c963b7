import http from 'node:http'
/** One server-sent event as a browser's EventSource sees it. */
export interface StreamEvent {
  id?: string
  event: string
  data: string
}

/**
 * Opens GET `url` as an event stream over a real connection (an event stream never ends, so
 * `inject` cannot read one) and parses what arrives. `close()` hangs up, as a closed tab would.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const events: StreamEvent[] = []
  // node:http rather than fetch: one connection of its own, gone when the test hangs up.
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers, agent: false }, resolve).on('error', reject)
  })
  let buffer = ''
  res.setEncoding('utf8')
  res.on('data', (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event: StreamEvent = { event: 'message', data: '' }
      let isEvent = false
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(': ')
        const value = rest.join(': ')
        if (field === 'id') event.id = value
        if (field === 'event') event.event = value
        if (field === 'data') {
          event.data = value
          isEvent = true
        }
      }
      if (isEvent) events.push(event)
    }
  })
  res.on('error', () => {})
  const ended = new Promise<void>((resolve) => res.on('close', resolve))
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    events,
    /** Waits until `n` events have arrived (or `ms` passed) and answers them. */
    async waitFor(n: number, ms = 5000) {
      const end = Date.now() + ms
      while (events.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
      return events
    },
    /** Settles when the server has ended the stream (or the test hung up). */
    ended,
    /** Hangs up, as a closed tab would. */
    close() {
      res.destroy()
    },
  }
}
