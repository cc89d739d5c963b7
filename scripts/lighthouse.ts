// `npm run lighthouse [-- --runs N] [-- --only REGEX] [-- --applied] [-- --catalogue N]
// [-- --dealer-cars N]`: Lighthouse (mobile preset, default simulated throttling; `--applied`
// throttles the browser's real network and CPU instead, and reports what it saw) in Debian's
// chromium against the production server on fresh demo data, with a buyer, a seller and the
// admin who have cars, bookings and a payment; prints one row per page and exits 1 when a
// target is missed. Every page: Performance >= 95, Accessibility and Best practices 100, CLS 0.
// Public pages: SEO 100 (their LCP is printed, not a target: docs/performance.md). Signed-in
// pages: LCP < 2 s, and `X-Robots-Tag: noindex` (SEO is not asked of them). `--only` picks
// pages by name. Issue 37's targets (scripts/lighthouse-data.ts): `--catalogue N` adds N cars
// of seed:large before the server starts, for the public pages with a large catalogue;
// `--dealer-cars N` makes the seller a dealer who imports a stock file of N cars with photos,
// for Manage Cars with a dealer's lot, and adds its page "Manage Cars (stock search)".
// Lighthouse lives in tools/lighthouse (its own package.json) so it stays out of the app's
// dependencies.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { signedInCookie, startServer } from '../tests/support/server/server-process'
import { smtpSink } from '../tests/support/server/smtp-sink'
import { chromiumFlags, chromiumPath } from '../tests/support/browser/chromium'
import { dealerLot, fillCatalogue, STOCK_SEARCH } from './lighthouse-data'

const arg = (name: string) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const runs = Number(arg('--runs') ?? 3)
const only = new RegExp(arg('--only') ?? '', 'i')
const throttlingMethod = process.argv.includes('--applied') ? 'devtools' : 'simulate'
const carCount = (name: string) => {
  const n = Number(arg(name) ?? 0)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`)
  return n
}
const catalogue = carCount('--catalogue')
const dealerCars = carCount('--dealer-cars')
const toolDir = path.resolve('tools/lighthouse')
const targets = { performance: 95, accessibility: 100, 'best-practices': 100 }
const publicTargets = { ...targets, seo: 100 }
const PRIVATE_LCP_MS = 2000

if (!existsSync(path.join(toolDir, 'node_modules', 'lighthouse'))) {
  console.log('Installing Lighthouse into tools/lighthouse (first run)...')
  const npm = spawnSync('npm', ['install', '--prefix', toolDir], { stdio: 'inherit' })
  if (npm.status !== 0) process.exit(npm.status ?? 1)
}

// Build when there is no build or the sources are newer than it (the rule `npm start` uses).
function newest(p: string): number {
  if (!existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))))
}
const inputs = ['src', 'assets', 'index.html', 'vite.config.ts', 'package-lock.json']
const built = ['dist/server/main.js', 'dist/client/index.html'].map(newest)
if (Math.min(...built) < Math.max(...inputs.map(newest))) {
  console.log('Building the app...')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Lighthouse's own types stay in its folder; what is read of its results is typed below.
const toolImport = (p: string) => import(pathToFileURL(path.join(toolDir, 'node_modules', p)).href)
interface Lhr {
  lighthouseVersion: string
  environment: { hostUserAgent: string }
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    {
      numericValue?: number
      details?: { items?: { node?: { selector?: string }; score: number }[] }
    }
  >
}
const { default: lighthouse } = (await toolImport('lighthouse/core/index.js')) as {
  default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr; report: string }>
}
const chromeLauncher = (await toolImport('chrome-launcher/dist/index.js')) as {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number
    kill(): unknown
  }>
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wheelanes-lighthouse-'))
// PGlite in a fresh folder: the run never touches a configured PostgreSQL database.
try {
  if (catalogue > 0) fillCatalogue(dataDir, catalogue)
} catch (err) {
  rmSync(dataDir, { recursive: true, force: true })
  throw err
}
const admin = { email: 'lighthouse-admin@example.com', password: 'lighthouse-admin-1' }
// The buyer confirms their address (a second test drive needs it) from the mail they get.
const sink = await smtpSink()
const server = await startServer({
  echo: true,
  env: {
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: sink.url,
    JOB_POLL_INTERVAL: '500ms',
    // The dealer's stock file names its photos on this server.
    ...(dealerCars > 0 && { IMPORT_ALLOW_PRIVATE_URLS: 'true' }),
  },
})
const origin = server.url
let chrome: { port: number; kill(): unknown } | undefined
async function cleanUp() {
  await chrome?.kill()
  await server.stop()
  await sink.close()
  rmSync(dataDir, { recursive: true, force: true })
}

try {
  // Demo accounts cannot sign in in production: a new buyer and seller, with data to show.
  const people = await signedInPeople(origin, admin)
  if (dealerCars > 0) await dealerLot(origin, people.seller, dealerCars)
  const categories = (await (await fetch(`${origin}/api/car-categories`)).json()) as {
    category_id: string
  }[]
  const featured = (await (await fetch(`${origin}/api/featured-cars`)).json()) as { _id: string }[]

  const allPages: { name: string; path: string; cookie?: string }[] = [
    { name: 'Home', path: '/' },
    { name: 'Categories', path: '/car-categories' },
    { name: 'Category', path: `/allcars/${categories[0]!.category_id}` },
    { name: 'Search', path: '/cars' },
    { name: 'Blog', path: '/blog' },
    {
      name: 'Car detail (signed in)',
      path: `/featured-cars/${featured[0]!._id}`,
      cookie: people.buyer,
    },
    { name: 'My Orders', path: '/dashboard/myorders', cookie: people.buyer },
    { name: 'Receipt', path: `/dashboard/myorders/${people.paidBooking}`, cookie: people.buyer },
    { name: 'Wish list', path: '/mywishlist', cookie: people.buyer },
    { name: 'Notifications', path: '/dashboard/notifications', cookie: people.seller },
    { name: 'Account', path: '/dashboard/account', cookie: people.buyer },
    { name: 'Add a Car', path: '/dashboard/addproduct', cookie: people.seller },
    { name: 'Manage Cars', path: '/dashboard/managecars', cookie: people.seller },
    ...(dealerCars > 0
      ? [
          {
            name: 'Manage Cars (stock search)',
            path: `/dashboard/managecars?stock=${STOCK_SEARCH}`,
            cookie: people.seller,
          },
        ]
      : []),
    {
      name: 'Edit listing',
      path: `/dashboard/managecars/${people.car}/edit`,
      cookie: people.seller,
    },
    { name: 'Bookings', path: '/dashboard/bookings', cookie: people.seller },
    { name: 'Inbox', path: '/dashboard/inbox', cookie: people.buyer },
    { name: 'Saved searches', path: '/dashboard/saved-searches', cookie: people.buyer },
    { name: 'Seller Overview', path: '/dashboard/overview', cookie: people.seller },
    { name: 'Admin Overview', path: '/dashboard/overview', cookie: people.admin },
    { name: 'Reports', path: '/dashboard/reports', cookie: people.admin },
    { name: 'Users', path: '/dashboard/users', cookie: people.admin },
    { name: 'Listings', path: '/dashboard/listings', cookie: people.admin },
    { name: 'Outbox', path: '/dashboard/outbox', cookie: people.admin },
    { name: 'Audit log', path: '/dashboard/audit', cookie: people.admin },
  ]
  const pages = allPages.filter((page) => only.test(page.name))
  // A signed-in page is the person's own: search engines are told to leave it out.
  const notIndexed = new Set<string>()
  for (const page of pages.filter((p) => p.cookie && !p.path.startsWith('/featured-cars'))) {
    const res = await fetch(`${origin}${page.path}`, { headers: { cookie: page.cookie! } })
    if (res.headers.get('x-robots-tag') === 'noindex') notIndexed.add(page.name)
  }

  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  })
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'wheelanes-lighthouse-reports-'))
  const rows: { page: (typeof pages)[number]; lhr: Lhr; lcps: number[] }[] = []
  for (const page of pages) {
    const results: { lhr: Lhr; report: string }[] = []
    for (let run = 0; run < runs; run++) {
      let result: { lhr: Lhr; report: string } | undefined
      // When recording its trace fails (NO_NAVSTART, seen on a cold browser's first page)
      // Lighthouse asks to be run again: up to two more tries, then the error stands.
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          throttlingMethod,
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        })
        if (!result.lhr.runtimeError) break
        console.error(`${page.name}: ${result.lhr.runtimeError.code}, running it again`)
      }
      results.push(result!)
    }
    // The run with the median Performance score stands for the page, as Lighthouse CI does.
    const performance = (r: { lhr: Lhr }) => r.lhr.categories.performance?.score ?? 0
    results.sort((a, b) => performance(a) - performance(b))
    const { lhr, report } = results[Math.floor(results.length / 2)]!
    const file = path.join(reportDir, `${page.name.replace(/\W+/g, '-').toLowerCase()}.html`)
    writeFileSync(file, report)
    writeFileSync(file.replace(/html$/, 'json'), JSON.stringify(lhr))
    const lcps = results.map((r) => r.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)
    rows.push({ page, lhr, lcps })
    if (lhr.runtimeError) console.error(`${page.name}: ${lhr.runtimeError.message}`)
  }

  const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN
  const table = rows.map(({ page, lhr, lcps }) => ({
    page: page.name,
    path: page.path.length > 24 ? page.path.slice(0, 23) + '…' : page.path,
    Perf: score(lhr, 'performance'),
    A11y: score(lhr, 'accessibility'),
    BP: score(lhr, 'best-practices'),
    SEO: page.cookie && !page.path.startsWith('/featured-cars') ? '-' : score(lhr, 'seo'),
    'LCP s': (metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2),
    // Every run's, since LCP on a fast host swings with what finished before the first paint.
    'LCP runs': `${(Math.min(...lcps) / 1000).toFixed(2)}-${(Math.max(...lcps) / 1000).toFixed(2)}`,
    CLS: metric(lhr, 'cumulative-layout-shift').toFixed(3),
    'TBT ms': Math.round(metric(lhr, 'total-blocking-time')),
    'FCP s': (metric(lhr, 'first-contentful-paint') / 1000).toFixed(2),
  }))
  console.log(
    `\nLighthouse ${rows[0]!.lhr.lighthouseVersion}, ${rows[0]!.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, mobile preset, ${throttlingMethod === 'simulate' ? 'simulated' : 'applied'} throttling, median of ${runs} run(s) per page`,
  )
  console.table(table)
  console.log(`HTML reports: ${reportDir}`)

  const misses: string[] = []
  for (const { page, lhr } of rows) {
    const signedIn = page.cookie && !page.path.startsWith('/featured-cars')
    for (const [id, min] of Object.entries(signedIn ? targets : publicTargets)) {
      if (score(lhr, id) < min) misses.push(`${page.name}: ${id} ${score(lhr, id)} < ${min}`)
    }
    if (signedIn) {
      const lcp = metric(lhr, 'largest-contentful-paint')
      if (!(lcp < PRIVATE_LCP_MS)) misses.push(`${page.name}: LCP ${Math.round(lcp)} ms >= 2000`)
      if (!notIndexed.has(page.name)) misses.push(`${page.name}: no X-Robots-Tag: noindex`)
    }
    const cls = metric(lhr, 'cumulative-layout-shift')
    if (!(cls === 0)) {
      // What moved, so a rare shift can be looked into from the output alone.
      const moved = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
        (item: { node?: { selector?: string }; score: number }) =>
          `${item.node?.selector ?? '?'} (${item.score.toFixed(3)})`,
      )
      misses.push(`${page.name}: CLS ${cls.toFixed(3)} > 0; moved: ${moved.join(', ') || '?'}`)
    }
  }
  if (misses.length) {
    console.error(`\nTargets missed:\n  ${misses.join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.log('\nEvery page meets the targets.')
  }
} catch (err) {
  console.error(err)
  process.exitCode = 1
} finally {
  await cleanUp()
}

/**
 * A seller with three cars, a buyer who booked two of them, paid one and saved them, and the
 * admin: the signed-in pages show what they show in use, not their empty states.
 */
async function signedInPeople(origin: string, admin: { email: string; password: string }) {
  const [buyer, seller] = [await signedInCookie(origin), await signedInCookie(origin, 'seller')]
  const confirm = (await sink.waitFor(2)).find(
    (m) => m.subject === 'Confirm your e-mail address' && JSON.stringify(m.to).includes('buyer-'),
  )
  const link = /http:\/\/\S+verify-email\S+/.exec(confirm?.text ?? '')?.[0]
  if (!link) throw new Error('The buyer got no confirmation e-mail')
  await fetch(link, { headers: { cookie: buyer } })
  const call = async (cookie: string, method: string, url: string, body?: unknown) => {
    const json = body !== undefined && !(body instanceof FormData)
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { cookie, origin, ...(json && { 'content-type': 'application/json' }) },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    })
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
    return res
  }
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#5b7fa6' },
  })
    .jpeg()
    .toBuffer()
  const bookings: string[] = []
  const cars: string[] = []
  for (const [i, name] of [
    '2019 Toyota Camry SE',
    '2020 Honda CR-V EX',
    '2018 Ford F-150 XLT',
  ].entries()) {
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'car.jpg')
    const upload = (await (await call(seller, 'POST', '/api/uploads', form)).json()) as {
      data: { url: string }
    }
    const listed = (await (
      await call(seller, 'POST', '/api/allcars', {
        carName: name,
        origin: 'Japan',
        price: 32000,
        resale_price: 21500 + i * 1000,
        years_of_used: 5,
        carCategory: 'sedan',
        description: 'One owner, full service history, new tyres last spring.',
        milespergallon: 32,
        buyingyear: '2019-04-12',
        company: name.split(' ')[1]!,
        model: name.split(' ')[2]!,
        modelYear: 2019,
        postalCode: '78704',
        city: 'Austin',
        condition: 'Good',
        mileage: 48000,
        image: upload.data.url,
      })
    ).json()) as { insertedId: string }
    cars.push(listed.insertedId)
    await call(buyer, 'PUT', `/api/wishlist/${listed.insertedId}`)
    if (i < 2) {
      const booked = (await (
        await call(buyer, 'POST', '/api/bookings', {
          car_id: listed.insertedId,
          phone: '+1 555 010 2030',
          meeting_location: 'Central Station, north exit',
        })
      ).json()) as { insertedId: string }
      bookings.push(booked.insertedId)
    }
  }
  const started = (await (
    await call(buyer, 'POST', `/api/bookings/${bookings[0]}/payment`)
  ).json()) as { clientSecret: string }
  await call(buyer, 'POST', '/api/payments/sandbox/confirm', {
    clientSecret: started.clientSecret,
    card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  })
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  })
  const adminCookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { buyer, seller, admin: adminCookie, paidBooking: bookings[0]!, car: cars[2]! }
}
