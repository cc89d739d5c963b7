import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import { imageFile } from '../../shared/images'
import type { ImageStorage } from './storage'

const YEAR_MS = 365 * 24 * 3600 * 1000
const safeKey = /^[A-Za-z0-9_-]{1,100}$/
const webpFile = /^(\d{1,5})\.webp$/
const storedFile = /^\d{1,5}\.(webp|avif)$/

/**
 * GET /media/<key>/<file>: the local-disk images (local-disk.ts). Pages name the WebP; a browser
 * that accepts AVIF gets the AVIF beside it where there is one (smaller, src/shared/images.ts),
 * so the answer varies by Accept. Keys are never reused for other bytes: a browser may keep a
 * file for good.
 */
export const mediaRoutes: FastifyPluginAsync<{ root: string; storage: ImageStorage }> = async (
  app,
  { root, storage },
) => {
  // Only for reply.sendFile in this plugin: it serves no routes of its own.
  await app.register(fastifyStatic, { root, serve: false, immutable: true, maxAge: YEAR_MS })

  app.get<{ Params: { key: string; file: string } }>(
    '/media/:key/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const { key, file } = req.params
      if (!safeKey.test(key) || !storedFile.test(file)) return reply.callNotFound()
      reply.header('vary', 'Accept')
      const width = webpFile.exec(file)?.[1]
      const avif = width && imageFile(Number(width), 'avif')
      if (avif && req.headers.accept?.includes('image/avif') && (await storage.has(key, avif))) {
        return reply.sendFile(`${key}/${avif}`)
      }
      return reply.sendFile(`${key}/${file}`)
    },
  )
}
