import fastJson from 'fast-json-stringify'
import type { FastifySchema } from 'fastify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { z } from 'zod'

/**
 * Answers are written by fast-json-stringify, Fastify's own serializer, from each route's zod
 * response schema turned into JSON Schema: only the schema's fields go out (a column added to a
 * table cannot leak), a required field that is missing fails the answer, and it costs a
 * fraction of zod's parse followed by JSON.stringify (docs/decisions/0036-serializing-answers.md).
 */
export const serializerCompiler: FastifySerializerCompiler<FastifySchema> = ({ schema }) => {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  })
  return fastJson(json as Parameters<typeof fastJson>[0])
}
