import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { App } from './app'

/** Paths that answer with an event stream, which never ends. */
const streaming = new Set(['/api/events'])

/** What the tests read of an answer, whichever way it came. */
export type Answer = Pick<
  Awaited<ReturnType<App['inject']>>,
  'statusCode' | 'headers' | 'body' | 'json'
>

/**
 * `app.inject` for the security tests, which send every kind of request to every route. An
 * event stream never ends, so `inject` could not return: such a path goes over a real
 * connection instead, and its answer is the status and headers (and the body of an error),
 * after which the test hangs up.
 */
export async function injectAny(
  app: App,
  opts: {
    method?: string
    url: string
    payload?: string | Buffer | object
    headers?: Record<string, string>
    remoteAddress?: string
  },
): Promise<Answer> {
  if (!streaming.has(opts.url.split('?')[0]!)) {
    return app.inject({ ...opts, method: (opts.method ?? 'GET') as 'GET' })
  }
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        path: opts.url,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        agent: false,
      },
      (res) => {
        const answer = (body: string): Answer => ({
          statusCode: res.statusCode ?? 0,
          headers: res.headers as Answer['headers'],
          body,
          json: () => JSON.parse(body) as never,
        })
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          res.destroy()
          return resolve(answer(''))
        }
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve(answer(body)))
      },
    )
    req.on('error', reject)
    if (opts.payload !== undefined) {
      req.end(
        typeof opts.payload === 'object' && !Buffer.isBuffer(opts.payload)
          ? JSON.stringify(opts.payload)
          : opts.payload,
      )
    } else req.end()
  })
}

/**
 * `app.inject` as the holder of a bearer token (none: nobody signed in), each call from an
 * address of its own, `10.<net>.x.y`: setting a scene is not what the rate limits guard. `app`
 * is asked at each call, so a test file may make it before the app exists.
 */
export function bearerCalls(app: () => App, net: number) {
  let calls = 0
  return (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    token?: string,
    payload?: object,
  ) => {
    const i = ++calls
    return app().inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: `10.${net}.${(i >> 8) & 255}.${i & 255}`,
    })
  }
}

/** `bearerCalls` as a test's people make them: as this session (null: nobody signed in). */
export function sessionCalls(app: () => App, net: number) {
  const calls = bearerCalls(app, net)
  return (
    s: { token: string } | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
  ) => calls(method, url, s?.token, payload)
}
