import dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { privateAddress } from './private-address'
import { safeFetch, type SafeFetchOptions } from './safe-fetch'

/** A server on `host` that counts its requests and answers with `handler`. */
async function serve(host: string, handler: http.RequestListener, port = 0) {
  let hits = 0
  const server = http.createServer((req, res) => {
    hits++
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const bound = (server.address() as AddressInfo).port
  return {
    url: (path = '/') => `http://${host}:${bound}${path}`,
    port: bound,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const guarded: SafeFetchOptions = { allowPrivate: false, maxBytes: 1000, timeoutMs: 2000 }
/** As the guard stands in production, but for 127.0.0.1, where the test's "public" host runs. */
const publicLoopback: SafeFetchOptions = {
  ...guarded,
  allowAddress: (address) => address === '127.0.0.1',
}

let site: Awaited<ReturnType<typeof serve>>
// An "internal" service beside it (127.0.0.2 is loopback too) that no fetch may reach.
let inside: Awaited<ReturnType<typeof serve>>
beforeAll(async () => {
  inside = await serve('127.0.0.2', (_req, res) => res.end('secret'))
  site = await serve('127.0.0.1', (req, res) => {
    const url = new URL(req.url!, 'http://x')
    if (url.pathname === '/photo') return res.end('photo bytes')
    if (url.pathname === '/to-inside') {
      res.writeHead(302, { location: inside.url('/') })
      return res.end()
    }
    if (url.pathname === '/to-metadata') {
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' })
      return res.end()
    }
    if (url.pathname === '/to-file') {
      res.writeHead(302, { location: 'file:///etc/passwd' })
      return res.end()
    }
    if (url.pathname === '/hop') {
      const n = Number(url.searchParams.get('n'))
      res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : '/photo' })
      return res.end()
    }
    if (url.pathname === '/big') return res.end(Buffer.alloc(5000, 1))
    if (url.pathname === '/big-streamed') {
      // No Content-Length: the limit must hold while reading.
      res.writeHead(200, { 'transfer-encoding': 'chunked' })
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(500, 1))
      return res.end()
    }
    if (url.pathname === '/slow') {
      res.writeHead(200)
      res.write('a start')
      return // never ends
    }
    if (url.pathname === '/silent') return // no answer at all
    if (url.pathname === '/missing') {
      res.writeHead(404)
      return res.end()
    }
    if (url.pathname === '/broken') {
      res.writeHead(503)
      return res.end()
    }
    res.end()
  })
})
afterAll(async () => {
  await site.close()
  await inside.close()
})

describe('the SSRF guard of fetches by URL', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.1.2.3/',
    'http://192.168.0.10/',
    'http://172.16.5.4/',
    'http://100.64.0.1/', // CGNAT
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[fd00::1]/', // ULA
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/', // 169.254.169.254, mapped
    'http://0.0.0.0/',
    'http://2130706433/', // 127.0.0.1 as a number
    'http://0x7f.1/',
    'http://224.0.0.1/',
  ])('refuses %s before connecting', async (url) => {
    await expect(safeFetch(url, guarded)).rejects.toMatchObject({
      message: expect.stringMatching(/private network/),
      retry: false,
    })
  })

  it('refuses a name that resolves to loopback, and never connects', async () => {
    const before = site.hits()
    await expect(safeFetch(`http://localhost:${site.port}/photo`, guarded)).rejects.toThrow(
      /private network/,
    )
    expect(site.hits()).toBe(before)
  })

  it('fetches from a public address, and lets loopback through only when told to', async () => {
    const got = await safeFetch(site.url('/photo'), publicLoopback)
    expect(got.body.toString()).toBe('photo bytes')
    const allowed = await safeFetch(site.url('/photo'), { ...guarded, allowPrivate: true })
    expect(allowed.body.toString()).toBe('photo bytes')
  })

  it('refuses a redirect to a private address without reaching it', async () => {
    await expect(safeFetch(site.url('/to-inside'), publicLoopback)).rejects.toThrow(
      /127\.0\.0\.2 is on a private network/,
    )
    await expect(safeFetch(site.url('/to-metadata'), publicLoopback)).rejects.toThrow(
      /169\.254\.169\.254 is on a private network/,
    )
    expect(inside.hits()).toBe(0)
  })

  it.each(['file:///etc/passwd', 'ftp://example.com/car.jpg', 'data:image/png;base64,iVBORw0K'])(
    'refuses the scheme of %s',
    async (url) => {
      await expect(safeFetch(url, guarded)).rejects.toMatchObject({
        message: expect.stringMatching(/Only http and https/),
        retry: false,
      })
    },
  )

  it('refuses a redirect to another scheme', async () => {
    await expect(safeFetch(site.url('/to-file'), publicLoopback)).rejects.toThrow(
      /Only http and https URLs can be fetched, not file:/,
    )
  })

  it('follows at most 3 redirects', async () => {
    expect((await safeFetch(site.url('/hop?n=2'), publicLoopback)).body.toString()).toBe(
      'photo bytes',
    )
    await expect(safeFetch(site.url('/hop?n=3'), publicLoopback)).rejects.toThrow(
      /More than 3 redirects/,
    )
  })

  it('refuses a file over the size limit, declared or streamed', async () => {
    for (const path of ['/big', '/big-streamed']) {
      await expect(safeFetch(site.url(path), publicLoopback)).rejects.toMatchObject({
        message: expect.stringMatching(/larger than/),
        retry: false,
      })
    }
  })

  it('gives up past the time limit, whether the answer stalls or never starts', async () => {
    for (const path of ['/slow', '/silent']) {
      const started = Date.now()
      await expect(
        safeFetch(site.url(path), { ...publicLoopback, timeoutMs: 300 }),
      ).rejects.toMatchObject({ message: 'No answer within 0.3 s', retry: true })
      expect(Date.now() - started).toBeLessThan(2000)
    }
  })

  it('says whether a failed answer is worth trying again', async () => {
    await expect(safeFetch(site.url('/missing'), publicLoopback)).rejects.toMatchObject({
      message: 'The server answered 404',
      retry: false,
    })
    await expect(safeFetch(site.url('/broken'), publicLoopback)).rejects.toMatchObject({
      message: 'The server answered 503',
      retry: true,
    })
  })
})

describe('names resolved by DNS', () => {
  type Answer = { address: string; family: number }[]
  /** The DNS answers `answers` in turn, for any name. */
  function fakeDns(...answers: Answer[]) {
    let call = 0
    return vi.spyOn(dns, 'lookup').mockImplementation(((
      _host: string,
      _opts: unknown,
      cb: (err: null, a: Answer) => void,
    ) => {
      const answer = answers[Math.min(call++, answers.length - 1)]!
      queueMicrotask(() => cb(null, answer))
    }) as unknown as typeof dns.lookup)
  }

  it('refuses a name with one private address among public ones', async () => {
    const spy = fakeDns([
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ])
    try {
      await expect(
        safeFetch(`http://cdn.dealer.test:${site.port}/photo`, publicLoopback),
      ).rejects.toThrow(/10\.0\.0\.5 is on a private network/)
    } finally {
      spy.mockRestore()
    }
  })

  it('connects to the address it checked, whatever the DNS answers next (rebinding)', async () => {
    // The same port on 127.0.0.2, the "inside" a second answer would point at.
    const twin = await serve('127.0.0.2', (_req, res) => res.end('secret'), site.port)
    const spy = fakeDns(
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '127.0.0.2', family: 4 }],
    )
    try {
      const got = await safeFetch(`http://cdn.dealer.test:${site.port}/photo`, publicLoopback)
      expect(got.body.toString()).toBe('photo bytes')
      expect(twin.hits()).toBe(0)
    } finally {
      spy.mockRestore()
      await twin.close()
    }
  })
})

describe('private addresses', () => {
  it.each([
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['2606:4700:4700::1111', false],
    ['100.63.255.255', false],
    ['100.64.0.0', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['255.255.255.255', true],
    ['::', true],
    ['::1', true],
    ['fc00::1', true],
    ['fe80::1%eth0', true],
    ['ff02::1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::7f00:1', true], // NAT64 of 127.0.0.1
    ['2002:c0a8:0101::1', true], // 6to4 of 192.168.1.1
    ['2002:0808:0808::1', false], // 6to4 of 8.8.8.8
    ['not an address', true],
  ])('%s is private: %s', (address, expected) => {
    expect(privateAddress(address)).toBe(expected)
  })
})
