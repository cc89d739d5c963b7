import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { pageSender } from './pages'

const YEAR = 365 * 24 * 3600

/** A path whose last segment names a file (`/assets/x.js`, `/.env`, `/backup.sql`): no page. */
const filePath = /\/[^/]*\.[^/]*$/

/**
 * The built web app (dist/client) and its pages. Hashed assets are cached for a year,
 * everything else revalidates. Any other GET path is a page (plugins/pages.ts), except under
 * /api and /media and a path that names a file we do not have: those, and whatever no route
 * answers, are a JSON 404.
 */
export const webApp = fp(
  async function webApp(
    app: FastifyInstance,
    { clientDir, publicUrl }: { clientDir: string; publicUrl: string },
  ) {
    const hasClient = existsSync(path.join(clientDir, 'index.html'))
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        // Pages, `/` included, come from the not-found handler below (server-rendered).
        index: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
          reply.header(
            'cache-control',
            hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=0, must-revalidate',
          )
        },
      })
    }
    if (hasClient) {
      const sendPage = await pageSender(app, { clientDir, publicUrl })
      // Every other GET may be a page; it goes through the same hooks as any route.
      app.get('/*', { schema: { hide: true } }, (req, reply) => {
        const pathname = req.url.split('?')[0]!
        const isPage = !/^\/(api|media)(\/|$)/.test(pathname) && !filePath.test(pathname)
        return isPage ? sendPage(req, reply) : reply.callNotFound()
      })
    }
    app.setNotFoundHandler((req, reply) =>
      reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` }),
    )
  },
  { name: 'web-app' },
)
