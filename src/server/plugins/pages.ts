import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The interface of src/client/entry-server.tsx as built into dist/ssr. */
type PageRenderer = {
  render(
    url: string,
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<
    { html: string; data: string; status?: number } | { html?: undefined; status: 404 } | null
  >
  isPrivate(pathname: string): boolean
}

const ROOT = '<div id="root"></div>'

/**
 * Serves the app's pages. With a server build (dist/ssr, made by `npm run build`) public pages,
 * and a signed-in person's own pages, arrive rendered, with their data, so the browser paints them before any script runs, and a
 * path no page has is the error page with status 404; every other page, and every page when
 * there is no server build (development, API tests), gets the plain index.html that the
 * browser renders itself. docs/decisions/0021-server-rendered-first-view-of-public-pages.md.
 */
export async function pageSender(
  app: FastifyInstance,
  { clientDir, publicUrl }: { clientDir: string; publicUrl: string },
) {
  const origin = publicUrl.replace(/\/+$/, '')
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8')
  const ssrEntry = path.join(clientDir, '..', 'ssr', 'entry-server.js')
  const renderer = existsSync(ssrEntry)
    ? ((await import(pathToFileURL(ssrEntry).href)) as PageRenderer)
    : null

  // The page's API calls are answered in-process, as the visitor (their cookie), read-only.
  const transportFor = (req: FastifyRequest) => async (apiPath: string, init: RequestInit) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`a page render may only read: ${apiPath}`)
    const res = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: {
        accept: 'application/json',
        ...(req.headers.cookie && { cookie: req.headers.cookie }),
      },
    })
    const empty = res.statusCode === 204 || res.statusCode === 304
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    })
  }

  return async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    // On PUBLIC_URL, never on the request's Host: the page writes whole URLs for link previews
    // and search engines on its origin (components/page-meta.tsx). Joined, not resolved, so a
    // path such as `//elsewhere.example/` stays a path.
    const url = new URL(`${origin}${req.url}`)
    // Someone's own page (the dashboard, the wish list) is kept out of search engines, and, once
    // rendered with their data, out of the browser's cache (Back after logging out).
    const isPrivate = renderer?.isPrivate(url.pathname) ?? false
    if (isPrivate) reply.header('x-robots-tag', 'noindex')
    const page = renderer && (await renderer.render(url.href, transportFor(req)))
    if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html')
    // A record that is not there: the browser renders its page, the answer says 404.
    if (page.html === undefined) {
      return reply.code(404).header('cache-control', 'no-cache').sendFile('index.html')
    }
    // React 19 writes a page's <title>, its <meta> and <link> tags (description, Open Graph,
    // canonical) and preloads for its high-priority images where the page renders them; they
    // belong in <head> (there the browser sees the LCP image before it parses the page, link
    // previews and crawlers read them, and hydration does not meet them inside #root).
    let html = page.html
    let head = template
    const title = /<title>[^<]*<\/title>/.exec(html)?.[0]
    if (title) {
      html = html.replace(title, '')
      head = head.replace(/<title>[^<]*<\/title>/, () => title)
    }
    const hoisted = /^(<(?:link|meta) [^>]*>)+/.exec(html)?.[0]
    if (hoisted) {
      html = html.slice(hoisted.length)
      // The page's own description replaces the shell's general one.
      if (/<meta name="description"/.test(hoisted)) {
        head = head.replace(/\s*<meta\s+name="description"[^>]*>/, '')
      }
      head = head.replace('<link rel="stylesheet"', () => `${hoisted}\n    <link rel="stylesheet"`)
    }
    // The page paints without its scripts: they come after the stylesheet and images.
    head = head.replace(
      /<(script type="module"|link rel="modulepreload")/g,
      '<$1 fetchpriority="low"',
    )
    const body = `<div id="root">${html}</div>\n    <script type="application/json" id="server-data">${page.data}</script>`
    // Replacer functions: a `$&` or `$'` in a car's text must stay text. @fastify/compress
    // picks the encoding the browser asks for, as for every other answer.
    return (
      reply
        .code(page.status ?? 200)
        .type('text/html; charset=utf-8')
        // Rendered for this visitor (the navbar shows who is signed in) from current data.
        .header('cache-control', isPrivate ? 'private, no-store' : 'private, no-cache')
        .header('vary', 'cookie')
        .compress(head.replace(ROOT, () => body))
    )
  }
}
