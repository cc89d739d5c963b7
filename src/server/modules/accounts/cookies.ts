import type { FastifyReply } from 'fastify'

/** Copies every Set-Cookie of the auth library's answer one by one (a merged header breaks them). */
export function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}
