// `npm run soak`: mixed traffic against the production server for SOAK_SECONDS (default 300).
// Without BASE_URL it builds nothing but starts `node dist/server/main.js` (run `npm run build`
// first) on a fresh DATA_DIR and samples its memory; with BASE_URL it targets that server
// (SOAK_PID, if given, names the process whose memory to sample). Exits 1 on any error (a 5xx
// or a network failure) or when memory grew beyond the threshold below.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { startSoakServer } from './soak-server'

const seconds = Number(process.env.SOAK_SECONDS ?? 300)
const users = Number(process.env.SOAK_USERS ?? 8)
/**
 * A leak shows as memory that keeps climbing with traffic; a healthy server plateaus once V8's
 * heap and PGlite's WebAssembly memory and buffers have grown to their working size. Measured
 * here (5-minute run, 8 visitors): RSS climbs for about 90 s, then stays within a band of about
 * ±60 MB around its plateau. So a full run (at least 180 s) skips a 60 s warm-up and allows the
 * last minute's median RSS 15% (at least 32 MB of noise) above the first minute's after it. A
 * short run (CI: 30 s) is still warming up and can only catch a gross leak: it compares the
 * first and last thirds and allows 50%.
 */
const full = seconds >= 180
const RSS_GROWTH_LIMIT = full ? 0.15 : 0.5
const RSS_NOISE_BYTES = 32 * 1024 * 1024

const own = process.env.BASE_URL ? undefined : await startSoakServer()
const base = process.env.BASE_URL ?? own!.url
const pid = own?.pid ?? (process.env.SOAK_PID ? Number(process.env.SOAK_PID) : undefined)

const latencies: number[] = []
const statuses = new Map<number, number>()
const errors: string[] = []
let ipCounter = 0
let carsListed = 0

class User {
  cookie = ''
  ip = `10.77.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`
  async call(method: string, path: string, body?: unknown, form?: FormData) {
    const started = performance.now()
    try {
      const res = await fetch(base + path, {
        method,
        headers: {
          'x-forwarded-for': this.ip,
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
      })
      const text = await res.text()
      latencies.push(performance.now() - started)
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0])
      if (cookies.length > 0) this.cookie = cookies.join('; ')
      if (res.status >= 500) errors.push(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`)
      return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> }
    } catch (err) {
      errors.push(`${method} ${path}: ${(err as Error).message}`)
      return { status: 0, json: () => ({}) as Record<string, unknown> }
    }
  }
}

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!
const email = () => `soak-${randomBytes(6).toString('hex')}@soak.example`

async function signUp(u: User, role: 'buyer' | 'seller') {
  const body = {
    firstName: 'Soak',
    lastName: 'Tester',
    email: email(),
    role,
    password: 'soak-pw-1',
  }
  return (await u.call('POST', '/api/auth/signup', body)).status === 201
}

async function activeCars(u: User): Promise<string[]> {
  const res = await u.call('GET', `/api/cars?pageSize=24&page=${1 + Math.floor(Math.random() * 2)}`)
  return res.status === 200 ? (res.json().items as { _id: string }[]).map((c) => c._id) : []
}

async function browse(u: User) {
  await u.call('GET', '/')
  await u.call('GET', '/api/featured-cars')
  await u.call('GET', '/api/car-categories')
  await u.call('GET', `/api/allcars/byCategory/${pick(['sedan', 'suv', 'hatchback', 'coupe'])}`)
  await u.call('GET', `/api/cars?q=${pick(['toyota', 'honda', 'hybrid', 'bmw'])}&sort=price_asc`)
  await u.call('GET', `/api/cars?minPrice=10000&maxPrice=30000&page=2`)
}

async function shop(u: User) {
  const cars = await activeCars(u)
  if (cars.length === 0) return
  const car = pick(cars)
  await u.call('GET', `/api/featured-cars/${car}`)
  await u.call('PUT', `/api/wishlist/${car}`)
  await u.call('GET', '/api/wishlist')
  if (Math.random() < 0.5) await u.call('DELETE', `/api/wishlist/${car}`)
  const booked = await u.call('POST', '/api/bookings', {
    car_id: car,
    phone: '+1 555 010 9999',
    meeting_location: 'Soak test car park',
  })
  if (booked.status !== 201) return
  const id = booked.json().insertedId as string
  await u.call('GET', '/api/bookings')
  // Half are paid (the car is Sold), half cancelled (it returns to the market).
  if (Math.random() < 0.5) {
    await u.call('POST', `/api/bookings/${id}/cancel`)
    return
  }
  const start = await u.call('POST', `/api/bookings/${id}/payment`)
  if (start.status !== 200) return
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }
  await u.call('POST', '/api/payments/sandbox/confirm', {
    clientSecret: start.json().clientSecret,
    card,
  })
}

const photo = await sharp({
  create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 160 } },
})
  .jpeg()
  .toBuffer()

/** A seller lists a car now and then, so the paid (Sold) ones are replaced. */
async function list(u: User) {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'car.jpg')
  const up = await u.call('POST', '/api/uploads', undefined, form)
  if (up.status !== 201) return
  const url = (up.json().data as { url: string }).url
  const listed = await u.call('POST', '/api/allcars', {
    carName: `Soak Special ${randomBytes(2).toString('hex')}`,
    origin: 'Japan',
    price: 25000,
    resale_price: 18000,
    years_of_used: 3,
    carCategory: 'sedan',
    description: 'Listed by the soak test.',
    milespergallon: 35,
    buyingyear: '2021-05-01',
    company: 'Toyota',
    model: 'Corolla',
    modelYear: 2021,
    postalCode: '78704',
    city: 'Austin',
    condition: 'Good',
    mileage: 30000,
    image: url,
  })
  if (listed.status === 201) carsListed++
}

const rss: { at: number; bytes: number }[] = []
const startedAt = Date.now()
const endAt = startedAt + seconds * 1000
function sampleRss() {
  if (!pid) return
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  if (line) rss.push({ at: Date.now() - startedAt, bytes: Number(line[1]) * 1024 })
}
sampleRss()
const sampler = setInterval(sampleRss, 3000)

async function visitor(i: number) {
  const u = new User()
  if (i === 0) {
    await signUp(u, 'seller')
    while (Date.now() < endAt) {
      await list(u)
      await browse(u)
    }
    return
  }
  await signUp(u, 'buyer')
  while (Date.now() < endAt) {
    const r = Math.random()
    if (r < 0.45) await browse(new User())
    else if (r < 0.9) await shop(u)
    else await signUp(new User(), 'buyer')
  }
}

console.log(`soak: ${users} visitors for ${seconds} s against ${base}`)
await Promise.all(Array.from({ length: users }, (_, i) => visitor(i)))
clearInterval(sampler)
sampleRss()
await own?.stop()

const sorted = [...latencies].sort((a, b) => a - b)
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
// The first minute after the warm-up and the last minute (thirds of a short run).
const windowMs = full ? 60_000 : (seconds * 1000) / 3
const warmUp = full ? 60_000 : 1000 // a short run skips the start-up sample
const first = median(
  rss.filter((s) => s.at >= warmUp && s.at < warmUp + windowMs).map((s) => s.bytes),
)
const last = median(rss.filter((s) => s.at > seconds * 1000 - windowMs).map((s) => s.bytes))
const allowed = Math.max(first * RSS_GROWTH_LIMIT, RSS_NOISE_BYTES)

console.log(`requests: ${latencies.length} (${(latencies.length / seconds).toFixed(1)}/s)`)
console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
console.log(`cars listed by the seller: ${carsListed}`)
console.log(`errors: ${errors.length}`)
for (const e of errors.slice(0, 10)) console.log(`  ${e}`)
console.log(`latency: p50 ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms`)
if (pid) {
  console.log(
    `server RSS: first window ${mb(first)}, last window ${mb(last)} (limit +${mb(allowed)})`,
  )
  console.log(`RSS samples: ${rss.map((s) => Math.round(s.bytes / 1048576)).join(' ')}`)
} else console.log('server RSS: not sampled (give SOAK_PID with BASE_URL)')
const leak = pid !== undefined && last - first > allowed
if (leak) console.log('FAIL: server memory grew beyond the limit')
process.exit(errors.length > 0 || leak || latencies.length === 0 ? 1 : 0)
