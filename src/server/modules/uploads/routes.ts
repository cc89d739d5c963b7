import type {} from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Guards } from '../../auth/guards'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import type { ImageStorage } from '../../storage/storage'
import { imageFile, mediaUrl } from '../../../shared/images'
import type { AvifEncoder } from './avif'
import { ImageRejected, MAX_UPLOAD_BYTES, processImage } from './images'

const refused = z.object({ success: z.literal(false), message: z.string() })

/** POST /api/uploads: the spec's image host, answered the way it answered. */
export const uploadRoutes: FastifyPluginAsyncZod<{
  db: Db
  storage: ImageStorage
  avif: AvifEncoder
  guards: Guards
}> = async (app, { db, storage, avif, guards }) => {
  app.post(
    '/uploads',
    {
      onRequest: guards.role('seller', 'admin'),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['inventory'],
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ success: z.literal(true), data: z.object({ url: z.string() }) }),
          400: refused,
          413: refused,
          415: refused,
        },
      },
    },
    async (req, reply) => {
      const fail = (status: 400 | 413 | 415, message: string) =>
        reply.code(status).send({ success: false as const, message })
      if (!req.isMultipart())
        return fail(415, 'Send the photo as multipart/form-data in the field "image"')
      // A body the multipart parser cannot read (no boundary, cut off) is the client's mistake.
      const unreadable = (err: { statusCode?: number }) => {
        if (err.statusCode) throw err
        return 'unreadable' as const
      }
      const file = await req
        .file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
        .catch(unreadable)
      if (file === 'unreadable') return fail(400, 'This upload could not be read')
      if (!file || file.fieldname !== 'image') return fail(400, 'Photo is required')
      const buf = await file.toBuffer().catch((err: { code?: string; statusCode?: number }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null
        return unreadable(err)
      })
      if (buf === 'unreadable') return fail(400, 'This upload could not be read')
      if (!buf) return fail(413, 'This photo is larger than 10 MB')
      try {
        const { key, files } = await processImage(buf)
        const me = await guards.user(req)
        for (const [width, data] of files) await storage.put(key, imageFile(width), data)
        await db.insert(uploads).values({ key, ownerId: me.id })
        avif.add(key, buf, files)
        return reply.code(201).send({ success: true as const, data: { url: mediaUrl(key) } })
      } catch (err) {
        if (err instanceof ImageRejected) return fail(err.status, err.message)
        throw err
      }
    },
  )
}
