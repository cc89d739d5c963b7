import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { imageFile } from '#shared/images'
import { contentType, isSafeFile, isSafeKey, MEDIA_CACHE_CONTROL } from './storage'
import type { ImageStorage } from './storage'

const YEAR_MS = 365 * 24 * 3600 * 1000
const webpFile = /^(\d{1,5})\.webp$/

/**
 * GET /media/<key>/<file>: the stored images. Pages name the WebP; a browser that accepts AVIF
 * gets the AVIF beside it where there is one (smaller, src/shared/images.ts), so the answer
 * varies by Accept. Keys are never reused for other bytes: a browser may keep a file for good.
 * From the local disk (`root` given) @fastify/static sends the file; from a bucket (s3.ts) it is
 * streamed through with the same headers. A stored width a photo lacks (stored before the width
 * existed) is made by `makeWidth` on its first request.
 */
export const mediaRoutes: FastifyPluginAsync<{
  root?: string
  storage: ImageStorage
  makeWidth: (key: string, width: number) => Promise<boolean>
}> = async (app, { root, storage, makeWidth }) => {
  // Only for reply.sendFile in this plugin: it serves no routes of its own.
  if (root)
    await app.register(fastifyStatic, { root, serve: false, immutable: true, maxAge: YEAR_MS })

  async function streamed(req: FastifyRequest, reply: FastifyReply, key: string, file: string) {
    const found = await storage.read(key, file)
    if (!found) return false
    reply.header('cache-control', MEDIA_CACHE_CONTROL)
    reply.header('etag', found.etag)
    reply.header('last-modified', found.lastModified.toUTCString())
    if (req.headers['if-none-match'] === found.etag) {
      found.body.destroy()
      await reply.code(304).send()
      return true
    }
    reply.header('content-type', contentType(file))
    reply.header('content-length', found.size)
    await reply.send(found.body)
    return true
  }

  app.get<{ Params: { key: string; file: string } }>(
    '/media/:key/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const { key, file } = req.params
      if (!isSafeKey(key) || !isSafeFile(file)) return reply.callNotFound()
      reply.header('vary', 'Accept')
      const width = webpFile.exec(file)?.[1]
      const avif =
        width && req.headers.accept?.includes('image/avif') && imageFile(Number(width), 'avif')
      if (root) {
        if (avif && (await storage.has(key, avif))) return reply.sendFile(`${key}/${avif}`)
        if (width && !(await storage.has(key, file))) await makeWidth(key, Number(width))
        return reply.sendFile(`${key}/${file}`)
      }
      // One request to the bucket where the AVIF is there, two where it is not.
      if (avif && (await streamed(req, reply, key, avif))) return reply
      if (await streamed(req, reply, key, file)) return reply
      if (width && (await makeWidth(key, Number(width))) && (await streamed(req, reply, key, file)))
        return reply
      return reply.callNotFound()
    },
  )
}
