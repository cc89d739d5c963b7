import { brotliCompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../tests/support/server/app'

// The built client's files (dist/client) as @fastify/static serves them in production, and a
// stand-in for its page renderer (dist/ssr): every path it knows is a page, others its 404.
let t: TestApp
const script = `console.log(${JSON.stringify('x'.repeat(4000))})\n`
const renderer = `
export async function render(url) {
  const { pathname } = new URL(url)
  if (pathname === '/dashboard') return null
  // A record the page names is not there: the browser renders the page.
  if (pathname === '/sellers/gone') return { status: 404 }
  // The page writes its whole URLs on the origin it is rendered for.
  if (pathname === '/about') {
    return { html: aboutPage.replaceAll('ORIGIN', new URL(url).origin), data: '{}', status: 200 }
  }
  const known = pathname === '/' || pathname === '/cars' || pathname === '/dashboard/myorders'
  const text = known ? 'A page of cars. '.repeat(200) : 'Page not found'
  return { html: '<main>' + text + '</main>', data: '{}', status: known ? 200 : 404 }
}
export const isPrivate = (pathname) => pathname.startsWith('/dashboard')
// What React's prerender writes for a page with components/page-meta.tsx: the hoisted tags
// first, then the page with its JSON-LD.
const aboutPage = ${JSON.stringify(
  '<link rel="preload" as="image" href="/assets/logo.svg"/><title>About us · Wheelanes</title>' +
    '<meta name="description" content="Who we are"/><link rel="canonical" href="ORIGIN/about"/>' +
    '<meta property="og:url" content="ORIGIN/about"/><meta property="og:image" content="ORIGIN/media/a/800.webp"/>' +
    '<meta name="twitter:image" content="https://cdn.example/b.webp"/>' +
    '<main><h1>About us</h1><script type="application/ld+json">' +
    '{"@type":"Organization","url":"ORIGIN/","logo":"//cdn.example/l.png","name":"\\u003c/script>"}' +
    '</script></main>',
)}
`

beforeAll(async () => {
  t = await testApp({
    env: { PUBLIC_URL: 'https://wheelanes.example' },
    client: {
      'index.html':
        '<!doctype html><html><head><meta name="description" content="The shell\'s" /><title>Wheelanes</title><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root"></div></body></html>',
      'assets/index-AbC123.js': script,
      'assets/index-AbC123.js.br': brotliCompressSync(script),
      '../ssr/entry-server.js': renderer,
    },
  })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('static files', () => {
  it('hashed assets are immutable for a year and sent brotli-compressed', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.rawPayload.length).toBeLessThan(script.length / 10)
  })

  it('an asset that does not exist is a 404, not a page', async () => {
    for (const url of ['/assets/index-deadbeef.js', '/.env', '/backup.sql', '/wp-login.php']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^application\/json/)
      expect(res.json().message, url).toBe(`Not found: GET ${url}`)
    }
  })

  it('JSON answers are gzip-compressed for clients without brotli', async () => {
    const res = await get('/api/docs/json', { 'accept-encoding': 'gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
  })
})

describe('pages', () => {
  it('a rendered page is private, revalidated every time and varies by cookie', async () => {
    const res = await get('/cars')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('A page of cars.')
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(String(res.headers.vary)).toMatch(/cookie/)
    expect(res.headers['x-robots-tag']).toBeUndefined()
  })

  it("someone's own page, rendered with their data, is never stored nor indexed", async () => {
    const res = await get('/dashboard/myorders')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex')
  })

  it('a page the browser renders itself is the app shell, revalidated every time', async () => {
    const res = await get('/dashboard')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Wheelanes</title>')
    expect(res.headers['cache-control']).toMatch(/no-cache|max-age=0, must-revalidate/)
    // Someone's own page: search engines are told to leave it out.
    expect(res.headers['x-robots-tag']).toBe('noindex')
  })

  it('is compressed in the encoding the browser accepts, never in one it refuses', async () => {
    const refusesBrotli = await get('/cars', { 'accept-encoding': 'gzip, br;q=0' })
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(refusesBrotli.rawPayload).toString()).toContain('A page of cars.')
    expect(String(refusesBrotli.headers.vary)).toMatch(/accept-encoding/)

    const brotli = await get('/cars', { 'accept-encoding': 'gzip, br' })
    expect(brotli.headers['content-encoding']).toBe('br')

    const none = await get('/cars', { 'accept-encoding': 'identity' })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body).toContain('A page of cars.')
  })

  it('a path no page has is the error page with status 404', async () => {
    const res = await get('/no-such-page')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('Page not found')
  })

  it('a page for a record that is not there is the app shell with status 404', async () => {
    const res = await get('/sellers/gone')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toMatch(/no-cache|max-age=0, must-revalidate/)
    expect(res.body).toContain('<div id="root"></div>')
  })
})

describe('a page’s head', () => {
  it('holds its title, description and preview tags, with URLs on PUBLIC_URL', async () => {
    // Rendered on PUBLIC_URL whatever Host the request names.
    const res = await get('/about', { host: 'elsewhere.example' })
    expect(res.statusCode).toBe(200)
    const [head = '', body = ''] = res.body.split('</head>')
    expect(head).toContain('<title>About us · Wheelanes</title>')
    expect(head).not.toContain('<title>Wheelanes</title>')
    // The page's own description replaces the shell's: one description.
    expect(head.match(/name="description"/g)).toHaveLength(1)
    expect(head).toContain('<meta name="description" content="Who we are"/>')
    expect(head).toContain('<link rel="canonical" href="https://wheelanes.example/about"/>')
    expect(head).toContain('<meta property="og:url" content="https://wheelanes.example/about"/>')
    expect(head).toContain(
      '<meta property="og:image" content="https://wheelanes.example/media/a/800.webp"/>',
    )
    expect(head).toContain('<meta name="twitter:image" content="https://cdn.example/b.webp"/>')
    // Before the stylesheet, none of them left in the page.
    expect(head.indexOf('og:url')).toBeLessThan(head.indexOf('rel="stylesheet"'))
    expect(body).not.toMatch(/<meta |<title>|rel="canonical"/)
  })

  it('keeps the JSON-LD in the page: valid JSON, URLs on PUBLIC_URL, no early </script>', async () => {
    const res = await get('/about')
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    expect(blocks).toHaveLength(1)
    expect(JSON.parse(blocks[0]![1]!)).toEqual({
      '@type': 'Organization',
      url: 'https://wheelanes.example/',
      logo: '//cdn.example/l.png',
      name: '</script>',
    })
  })
})
