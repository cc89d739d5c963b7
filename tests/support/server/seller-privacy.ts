import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Who asked, as GET /api/auth/me tells it, with the dealer they work for (GET
 * /api/dealers/mine); null for a visitor.
 */
type Caller = { _id: string; role: string; dealerId?: string | null } | null
type Found = { _id: string; sellerId: string; dealerId: string | null }

/** The cars in an answer (at any depth) that carry their seller's e-mail, `seller`. */
function carsWithSellerEmail(body: unknown): Found[] {
  const found: Found[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const o = value as Record<string, unknown>
    if (
      typeof o._id === 'string' &&
      typeof o.sellerId === 'string' &&
      typeof o.seller === 'string'
    ) {
      const dealer = o.dealer as { _id?: unknown } | null | undefined
      const dealerId = typeof dealer?._id === 'string' ? dealer._id : null
      found.push({ _id: o._id, sellerId: o.sellerId, dealerId })
    }
    Object.values(o).forEach(visit)
  }
  visit(body)
  return found
}

/**
 * The ids of the cars in an answer that carry their seller's e-mail to someone who may not
 * read it: anyone but the car's seller, its dealer's members and admins (docs/api.md "Trust and
 * safety"). Written apart from the app's own rule (catalogue/wire-car.ts), so that each checks
 * the other.
 */
export function sellerEmailLeaks(body: unknown, caller: Caller): string[] {
  const mayRead = (car: Found) =>
    caller !== null &&
    (caller.role === 'admin' ||
      caller._id === car.sellerId ||
      (car.dealerId !== null && caller.dealerId === car.dealerId))
  return carsWithSellerEmail(body)
    .filter((car) => !mayRead(car))
    .map((car) => car._id)
}

async function callerOf(app: FastifyInstance, req: FastifyRequest): Promise<Caller> {
  const { cookie, authorization } = req.headers
  if (!cookie && !authorization) return null
  const headers = { ...(cookie && { cookie }), ...(authorization && { authorization }) }
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers })
  const user = (me.json() as { user: Caller }).user
  if (!user) return null
  const mine = await app.inject({ method: 'GET', url: '/api/dealers/mine', headers })
  const dealer =
    mine.statusCode === 200 ? (mine.json() as { dealer: { _id: string } | null }).dealer : null
  return { ...user, dealerId: dealer?._id ?? null }
}

/**
 * An invariant over every answer of the test app: no car goes to a caller who is not its
 * seller or an admin with the seller's e-mail. A leak is a console.error, which fails the test
 * that caused it (fail-on-console-error.ts). Registered before the app, so it reads each JSON
 * answer before compression.
 */
export function watchSellerEmails(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload
    }
    const text =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : ''
    // Most answers hold no seller's e-mail at all: they cost no parsing.
    if (!text.includes('"seller":"')) return payload
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return payload
    }
    if (carsWithSellerEmail(body).length === 0) return payload
    const caller = await callerOf(app, req)
    const leaks = sellerEmailLeaks(body, caller)
    if (leaks.length > 0) {
      const who = caller ? `${caller.role} ${caller._id}` : 'a visitor'
      console.error(
        `A seller's e-mail went to ${who}: ${req.method} ${req.url}, car ${leaks.join(', ')}`,
      )
    }
    return payload
  })
}
