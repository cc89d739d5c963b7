import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A local stand-in for Stripe's REST API (tests only), so the official `stripe` client can be
 * pointed at 127.0.0.1: PaymentIntents with manual capture, refunds, Express accounts and
 * transfers, spoken as Stripe speaks (form-encoded requests, JSON answers and errors, a
 * request-id on every answer, idempotency keys). What happens outside the API (the buyer's card
 * in Stripe.js, the seller's onboarding pages) is done by `authorize` and `completeOnboarding`,
 * which answer the event Stripe would send; `signed` signs an event as its webhook would be.
 */
type Params = Record<string, string>
export type RecordedRequest = {
  method: string
  path: string
  body: Params
  idempotencyKey?: string
}
type IntentStatus = 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled'
type CardError = { type: 'card_error'; code: string; decline_code: string; message: string }
type Reply = { status: number; body: string }

/** Answered as Stripe's `{ error: { type, code, message, param } }` with its HTTP status. */
class ApiError extends Error {
  type = 'invalid_request_error'
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly param?: string,
  ) {
    super(message)
  }
}
/** Refused before the endpoint runs: Stripe keeps no answer to replay for its idempotency key. */
class InvalidParam extends ApiError {}
const invalid = (code: string, message: string, param: string) =>
  new InvalidParam(400, code, message, param)
const unexpectedState = (what: string, status: string) =>
  new ApiError(400, 'payment_intent_unexpected_state', `${what}: its status is ${status}.`)

// What each request may send (`metadata[...]` counts as `metadata`). Stripe refuses any other
// parameter, which catches a misspelt one in the app.
const accepted: Record<string, string> = {
  'POST /v1/payment_intents':
    'amount currency capture_method metadata automatic_payment_methods transfer_group description',
  'POST /v1/payment_intents/:id/capture': 'amount_to_capture metadata',
  'POST /v1/payment_intents/:id/cancel': 'cancellation_reason',
  'POST /v1/refunds': 'payment_intent amount reason metadata',
  'POST /v1/transfers': 'amount currency destination transfer_group metadata description',
  'POST /v1/accounts': 'type email country business_type capabilities metadata',
  'POST /v1/account_links': 'account refresh_url return_url type collect',
}

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** `metadata[bookingId]=1` → `{ bookingId: '1' }` (Stripe's bracket notation, one level). */
function nested(body: Params, name: string): Params {
  const inside = Object.entries(body).filter(([key]) => key.startsWith(`${name}[`))
  return Object.fromEntries(inside.map(([key, value]) => [key.slice(name.length + 1, -1), value]))
}
function text(body: Params, name: string) {
  const value = body[name]
  if (!value) throw invalid('parameter_missing', `Missing required param: ${name}.`, name)
  return value
}
function amount(body: Params, name: string, fallback?: number) {
  if (body[name] === undefined && fallback !== undefined) return fallback
  const value = Number(text(body, name))
  if (!Number.isInteger(value) || value <= 0)
    throw invalid('parameter_invalid_integer', `Invalid positive integer: ${name}`, name)
  return value
}

function newIntent(body: Params) {
  const id = newId('pi')
  const captureMethod = body.capture_method ?? 'automatic_async'
  if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod))
    throw invalid('parameter_invalid_string', 'Invalid capture_method', 'capture_method')
  const automatic = body['automatic_payment_methods[enabled]']
  return {
    id,
    object: 'payment_intent' as const,
    amount: amount(body, 'amount'),
    currency: text(body, 'currency').toLowerCase(),
    status: 'requires_payment_method' as IntentStatus,
    capture_method: captureMethod,
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    metadata: nested(body, 'metadata'),
    amount_capturable: 0,
    amount_received: 0,
    latest_charge: null as string | null,
    last_payment_error: null as CardError | null,
    cancellation_reason: null as string | null,
    transfer_group: body.transfer_group ?? null,
    automatic_payment_methods: automatic ? { enabled: automatic === 'true' } : null,
    created: now(),
  }
}
// Stripe makes the charge when the card is authorized; capturing marks it captured.
function newCharge(intent: LocalPaymentIntent) {
  return {
    id: newId('ch'),
    object: 'charge' as const,
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    captured: false,
    refunded: false,
    currency: intent.currency,
    payment_intent: intent.id,
    status: 'succeeded' as const,
  }
}
function newRefund(charge: LocalCharge, refunded: number, body: Params) {
  return {
    id: newId('re'),
    object: 'refund' as const,
    amount: refunded,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    status: 'succeeded' as const,
    reason: body.reason ?? null,
    metadata: nested(body, 'metadata'),
  }
}
function newTransfer(account: LocalAccount, body: Params) {
  return {
    id: newId('tr'),
    object: 'transfer' as const,
    amount: amount(body, 'amount'),
    currency: text(body, 'currency').toLowerCase(),
    destination: account.id,
    transfer_group: body.transfer_group ?? null,
    metadata: nested(body, 'metadata'),
  }
}
function newAccount(body: Params) {
  // `capabilities[transfers][requested]=true`: what was requested waits for onboarding.
  const requested = Object.entries(body)
    .filter(([key, value]) => /^capabilities\[\w+\]\[requested\]$/.test(key) && value === 'true')
    .map(([key]) => [key.split(/[[\]]/)[1], 'inactive'])
  return {
    id: newId('acct'),
    object: 'account' as const,
    type: text(body, 'type'),
    email: body.email ?? null,
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    capabilities: Object.fromEntries(requested) as Record<string, 'inactive' | 'active'>,
    metadata: nested(body, 'metadata'),
  }
}
export type LocalPaymentIntent = ReturnType<typeof newIntent>
export type LocalCharge = ReturnType<typeof newCharge>
export type LocalRefund = ReturnType<typeof newRefund>
export type LocalTransfer = ReturnType<typeof newTransfer>
export type LocalAccount = ReturnType<typeof newAccount>
export type LocalEvent = { id: string; object: 'event'; type: string; data: { object: unknown } }

function errorReply(thrown: unknown): Reply {
  const e = thrown instanceof ApiError ? thrown : new ApiError(500, 'api_error', String(thrown))
  const { type, code, message, param } = e
  return { status: e.status, body: JSON.stringify({ error: { type, code, message, param } }) }
}

export async function startStripeServer({ webhookSecret }: { webhookSecret: string }) {
  const requests: RecordedRequest[] = []
  const events: LocalEvent[] = []
  const intents = new Map<string, LocalPaymentIntent>()
  const charges = new Map<string, LocalCharge>()
  const refunds = new Map<string, LocalRefund>()
  const transfers = new Map<string, LocalTransfer>()
  const accounts = new Map<string, LocalAccount>()
  const returnUrls = new Map<string, string>()
  // Stripe keeps the first answer to a key and replays it to any retry with that key.
  const replies = new Map<string, Reply & { route: string; params: string }>()
  let url = ''

  function find<T>(map: Map<string, T>, kind: string, id: string, param?: string) {
    const found = map.get(id)
    // An unknown id in the path is a 404; one sent as a parameter is a bad request.
    if (!found)
      throw new ApiError(param ? 400 : 404, 'resource_missing', `No such ${kind}: '${id}'`, param)
    return found
  }
  function save<T extends { id: string }>(map: Map<string, T>, item: T) {
    map.set(item.id, item)
    return item
  }
  // A copy: later changes to the object must not rewrite an event already sent.
  function event(type: string, object: unknown) {
    const data = { object: structuredClone(object) }
    const created: LocalEvent = { id: newId('evt'), object: 'event', type, data }
    events.push(created)
    return created
  }

  function capture(intent: LocalPaymentIntent, captured: number) {
    const charge = charges.get(intent.latest_charge!)!
    charge.captured = true
    charge.amount_captured = captured
    intent.status = 'succeeded'
    intent.amount_capturable = 0
    intent.amount_received = captured
    return intent
  }
  function captureIntent(body: Params, id: string) {
    const intent = find(intents, 'payment_intent', id)
    if (intent.status !== 'requires_capture')
      throw unexpectedState('This PaymentIntent could not be captured', intent.status)
    const captured = amount(body, 'amount_to_capture', intent.amount_capturable)
    if (captured > intent.amount_capturable)
      throw invalid('amount_too_large', 'More than amount_capturable', 'amount_to_capture')
    return capture(intent, captured)
  }
  function cancelIntent(body: Params, id: string) {
    const intent = find(intents, 'payment_intent', id)
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_capture')
      throw unexpectedState('This PaymentIntent could not be canceled', intent.status)
    intent.status = 'canceled'
    intent.amount_capturable = 0
    intent.cancellation_reason = body.cancellation_reason ?? null
    return intent
  }
  function createRefund(body: Params) {
    const intent = find(intents, 'payment_intent', text(body, 'payment_intent'), 'payment_intent')
    if (intent.status !== 'succeeded')
      throw unexpectedState('This PaymentIntent has no successful charge to refund', intent.status)
    const charge = charges.get(intent.latest_charge!)!
    const left = charge.amount_captured - charge.amount_refunded
    if (left === 0) throw new ApiError(400, 'charge_already_refunded', `${charge.id} is refunded.`)
    const refunded = amount(body, 'amount', left)
    if (refunded > left)
      throw new ApiError(400, 'amount_too_large', `More than the ${left} unrefunded`, 'amount')
    charge.amount_refunded += refunded
    charge.refunded = charge.amount_refunded === charge.amount_captured
    return save(refunds, newRefund(charge, refunded, body))
  }
  function createTransfer(body: Params) {
    const account = find(accounts, 'destination', text(body, 'destination'), 'destination')
    if (account.capabilities.transfers !== 'active') {
      const message = 'Your destination account needs the transfers capability enabled'
      throw invalid('insufficient_capabilities_for_transfer', message, 'destination')
    }
    return save(transfers, newTransfer(account, body))
  }
  function createAccountLink(body: Params) {
    const account = find(accounts, 'account', text(body, 'account'), 'account')
    if (!['account_onboarding', 'account_update'].includes(text(body, 'type')))
      throw invalid('parameter_invalid_string', 'Invalid type', 'type')
    text(body, 'refresh_url')
    returnUrls.set(account.id, text(body, 'return_url'))
    const link = { url: `${url}/onboard/${account.id}`, created: now(), expires_at: now() + 300 }
    return { object: 'account_link', ...link }
  }

  const routes: Record<string, (body: Params, id: string) => unknown> = {
    'POST /v1/payment_intents': (body) => save(intents, newIntent(body)),
    'GET /v1/payment_intents/:id': (_, id) => find(intents, 'payment_intent', id),
    'POST /v1/payment_intents/:id/capture': captureIntent,
    'POST /v1/payment_intents/:id/cancel': cancelIntent,
    'GET /v1/charges/:id': (_, id) => find(charges, 'charge', id),
    'POST /v1/refunds': createRefund,
    'POST /v1/transfers': createTransfer,
    'POST /v1/accounts': (body) => save(accounts, newAccount(body)),
    'GET /v1/accounts/:id': (_, id) => find(accounts, 'account', id),
    'POST /v1/account_links': createAccountLink,
  }
  function handle(route: string, id: string, body: Params, authorization?: string) {
    if (!authorization?.startsWith('Bearer sk_'))
      throw new ApiError(401, undefined, 'You did not provide a secret API key.')
    const run = routes[route]
    if (!run) throw new ApiError(404, undefined, `Unrecognized request URL (${route}).`)
    const known = `${accepted[route] ?? ''} expand`.split(' ')
    const unknown = Object.keys(body).find((key) => !known.includes(key.split('[')[0]!))
    if (unknown)
      throw invalid('parameter_unknown', `Received unknown parameter: ${unknown}`, unknown)
    return run(body, id)
  }
  function answer(req: http.IncomingMessage, raw: string, res: http.ServerResponse) {
    const method = req.method ?? 'GET'
    const { pathname: path, search } = new URL(req.url ?? '/', 'http://localhost')
    const body = Object.fromEntries(new URLSearchParams(method === 'POST' ? raw : search))
    const key = method === 'POST' ? (req.headers['idempotency-key'] as string) : undefined
    requests.push({ method, path, body, ...(key && { idempotencyKey: key }) })
    // Every route is /v1/<resource>[/<id>[/<action>]].
    const [, version, resource = '', id = '', action] = path.split('/').map(decodeURIComponent)
    if (method === 'GET' && version === 'onboard' && returnUrls.has(resource)) {
      // The seller fills in Stripe's pages at once and is sent back to the platform.
      completeOnboarding(resource)
      res.writeHead(302, { location: returnUrls.get(resource) }).end()
      return
    }
    const route = `${method} /${version}/${resource}${id && '/:id'}${action ? `/${action}` : ''}`
    const params = JSON.stringify(Object.entries(body).sort())
    const saved = key ? replies.get(key) : undefined
    let reply: Reply
    if (saved && saved.route === route && saved.params === params) {
      reply = saved
    } else if (saved) {
      const e = new ApiError(400, undefined, 'Idempotency key reused with other parameters.')
      reply = errorReply(Object.assign(e, { type: 'idempotency_error' }))
    } else {
      try {
        reply = {
          status: 200,
          body: JSON.stringify(handle(route, id, body, req.headers.authorization)),
        }
        if (key) replies.set(key, { route, params, ...reply })
      } catch (thrown) {
        reply = errorReply(thrown)
        const ran = !(thrown instanceof InvalidParam) && reply.status !== 401
        if (key && ran) replies.set(key, { route, params, ...reply })
      }
    }
    const replayed = saved ? { 'idempotent-replayed': 'true' } : {}
    const headers = { 'content-type': 'application/json', 'request-id': newId('req'), ...replayed }
    res.writeHead(reply.status, headers).end(reply.body)
  }

  /** The buyer's card, entered in Stripe.js: a hold (manual capture), a payment, or a decline. */
  function authorize(intentId: string, { decline = false }: { decline?: boolean } = {}) {
    const intent = intents.get(intentId)
    if (intent?.status !== 'requires_payment_method')
      throw new Error(`${intentId} is not waiting for a payment method (${intent?.status})`)
    if (decline) {
      const codes = { code: 'card_declined', decline_code: 'generic_decline' }
      intent.last_payment_error = {
        type: 'card_error',
        ...codes,
        message: 'Your card was declined.',
      }
      return event('payment_intent.payment_failed', intent)
    }
    intent.latest_charge = save(charges, newCharge(intent)).id
    intent.last_payment_error = null
    if (intent.capture_method !== 'manual')
      return event('payment_intent.succeeded', capture(intent, intent.amount))
    intent.status = 'requires_capture'
    intent.amount_capturable = intent.amount
    return event('payment_intent.amount_capturable_updated', intent)
  }
  /** The seller finishes Stripe's onboarding pages: what was requested becomes active. */
  function completeOnboarding(accountId: string) {
    const account = accounts.get(accountId)
    if (!account) throw new Error(`No account ${accountId}`)
    for (const name of Object.keys(account.capabilities)) account.capabilities[name] = 'active'
    account.charges_enabled = account.payouts_enabled = account.details_submitted = true
    return event('account.updated', account)
  }
  /** The body and `Stripe-Signature` header of the webhook Stripe would send for `event`. */
  function signed(event: { id: string; type: string; data: { object: unknown } }) {
    const payload = JSON.stringify(event)
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
    return { payload, signature }
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (raw += chunk))
    req.on('end', () => answer(req, raw, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    events,
    intents,
    charges,
    refunds,
    transfers,
    accounts,
    authorize,
    completeOnboarding,
    signed,
    close() {
      // The stripe client keeps its connections open; without this, close would wait on them.
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>
