import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// A UTF-16 surrogate without its other half: JSON can carry one ("\ud800"), Unicode text cannot.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

const mend = (text: string) => text.replace(loneSurrogate, '\ufffd')

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype

/**
 * Makes every string in a parsed JSON body (keys too) well-formed, in place: a lone surrogate
 * becomes U+FFFD. A loop, not recursion: a body may nest arrays thousands deep.
 */
export function mendText(body: unknown): unknown {
  if (typeof body === 'string') return mend(body)
  const pending = [body]
  while (pending.length > 0) {
    const value = pending.pop()
    if (!Array.isArray(value) && !isPlain(value)) continue
    for (const [key, item] of Object.entries(value)) {
      if (item !== null && typeof item === 'object') pending.push(item)
      const mendedKey = mend(key)
      const mended = typeof item === 'string' ? mend(item) : item
      if (mendedKey === key && mended === item) continue
      if (mendedKey !== key) delete (value as Record<string, unknown>)[key]
      Object.defineProperty(value, mendedKey, {
        value: mended,
        writable: true,
        enumerable: true,
        configurable: true,
      })
    }
  }
  return body
}

/**
 * Mends the text of every JSON body before it is checked. PostgreSQL refuses a lone surrogate
 * in a jsonb value (a booking's history, an e-mail's words), which made a decline reason of
 * "\ud800" a 500; a text column would have kept U+FFFD in its place, as UTF-8 encodes it, and
 * so does every value now. A file or a raw body (the payment webhook) is left alone.
 */
export const wellFormedText = fp(
  async function wellFormedText(api: FastifyInstance) {
    api.addHook('preValidation', async (req) => {
      if (req.body !== undefined) req.body = mendText(req.body)
    })
  },
  { name: 'well-formed-text' },
)
