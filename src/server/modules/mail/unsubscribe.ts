import { createHmac, timingSafeEqual } from 'node:crypto'
import { emailKinds, type EmailKind } from '#shared/accounts'

/**
 * The token of a one-click unsubscribe link: who and which kind of e-mail, signed with the
 * app's secret, so that the link works without signing in and cannot be made for anyone else.
 * It does not expire: an old e-mail's link still works (RFC 8058 asks for that).
 */
export function unsubscribeToken(secret: string, userId: string, kind: EmailKind) {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

/** The person and kind a token names, or null for a token we did not sign. */
export function readUnsubscribeToken(secret: string, token: string) {
  const [payload, signature] = token.split('.')
  if (!payload || !signature) return null
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const [userId, kind] = Buffer.from(payload, 'base64url').toString().split(':')
  if (!userId || !(emailKinds as readonly string[]).includes(kind ?? '')) return null
  return { userId, kind: kind as EmailKind }
}

function sign(secret: string, payload: string) {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url')
}
