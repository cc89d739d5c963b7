import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { uploadedSchema } from '#shared/uploads'
import type { Guards } from '../../auth/guards'
import { Refusal } from '../../errors'
import { MAX_UPLOAD_BYTES } from './images'
import type { UploadsService } from './service'

/** A body the multipart parser cannot read (no boundary, cut off) is the client's mistake. */
const unreadable = (err: { statusCode?: number; code?: string }) => {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE')
    throw new Refusal(413, 'This photo is larger than 10 MB')
  if (err.statusCode) throw err
  throw new Refusal(400, 'This upload could not be read')
}

/** POST /api/uploads: answered as an image host answers (`{success, data: {url}}`). */
export const uploadRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService
  guards: Guards
}> = async (app, { uploads, guards }) => {
  // Only this route reads multipart bodies; registered here, the parser's hooks do not run on
  // every other request.
  await app.register(multipart)
  app.post(
    '/uploads',
    {
      onRequest: guards.role('seller', 'admin'),
      config: {
        rateLimit: { max: 60, timeWindow: '1 minute' },
        refusalFields: { success: false },
        multipartFiles: { image: 'The photo: JPEG, PNG or WebP, at most 10 MB' },
      },
      schema: {
        tags: ['inventory'],
        consumes: ['multipart/form-data'],
        response: { 201: uploadedSchema },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new Refusal(415, 'Send the photo as multipart/form-data in the field "image"')
      const file = await req
        .file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
        .catch(unreadable)
      if (!file || file.fieldname !== 'image') throw new Refusal(400, 'Photo is required')
      const photo = await file.toBuffer().catch(unreadable)
      const url = await uploads.store(photo, (await guards.user(req)).id)
      return reply.code(201).send({ success: true as const, data: { url } })
    },
  )
}
