import { randomBytes, randomInt } from 'node:crypto'
import http from 'node:http'

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: unknown
  text: string
}

/** A network failure: no HTTP answer at all (`code` is ECONNRESET, ECONNREFUSED, ...). */
export class NetworkError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

// A random start: Redis keeps counters between runs, keyed by address.
let ipCounter = randomInt(1, 2 ** 24 - 100_000)
/** A distinct client address per simulated person (the servers run with TRUST_PROXY). */
export const nextIp = () =>
  `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`

/**
 * One person's HTTP client: a keep-alive connection pool like a browser's, its own cookies and
 * its own address. Plain node:http, so a connection reset surfaces as exactly that.
 */
export class Client {
  readonly cookies = new Map<string, string>()
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

  constructor(
    public base: string,
    readonly ip = nextIp(),
  ) {}

  request(method: string, path: string, body?: unknown): Promise<Answer> {
    const url = new URL(path, this.base)
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip }
    if (payload !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    }
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', (err: NodeJS.ErrnoException) =>
          reject(new NetworkError(err.code ?? 'ERR', err.message)),
        )
        res.on('end', () => {
          for (const c of res.headers['set-cookie'] ?? []) {
            const [pair] = c.split(';')
            const at = pair!.indexOf('=')
            this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
          }
          const text = Buffer.concat(chunks).toString()
          let parsed: unknown = text
          try {
            parsed = JSON.parse(text)
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: res.statusCode!, headers: res.headers, body: parsed, text })
        })
      })
      req.on('error', (err: NodeJS.ErrnoException) =>
        reject(new NetworkError(err.code ?? 'ERR', err.message)),
      )
      req.end(payload)
    })
  }

  close() {
    this.agent.destroy()
  }
}

export const PASSWORD = 'process-test-password'
export const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' }

export const uniqueEmail = (label: string) =>
  `${label}-${randomBytes(5).toString('hex')}@process.example`

export function signUp(c: Client, email: string, role: 'buyer' | 'seller' = 'buyer') {
  return c.request('POST', '/api/auth/signup', {
    firstName: 'Test',
    lastName: 'Person',
    email,
    role,
    password: PASSWORD,
  })
}

export function logIn(c: Client, email: string, password = PASSWORD) {
  return c.request('POST', '/api/auth/login', { email, password })
}

export function book(c: Client, carId: string) {
  return c.request('POST', '/api/bookings', {
    car_id: carId,
    phone: '+1 555 010 2030',
    meeting_location: 'Main Street car park',
  })
}

/** Starts payment and confirms it with the sandbox's always-paying card; the confirm answer. */
export async function pay(c: Client, bookingId: string): Promise<Answer> {
  const start = await c.request('POST', `/api/bookings/${bookingId}/payment`)
  if (start.status !== 200) return start
  const { clientSecret } = start.body as { clientSecret: string }
  return c.request('POST', '/api/payments/sandbox/confirm', { clientSecret, card: CARD })
}

/** Ids of the Active cars (the public search, up to 60). */
export async function activeCarIds(c: Client): Promise<string[]> {
  const res = await c.request('GET', '/api/cars?pageSize=60')
  if (res.status !== 200) throw new Error(`GET /api/cars: ${res.status} ${res.text}`)
  return (res.body as { items: { _id: string }[] }).items.map((car) => car._id)
}
