// `npm run size` (after `npm run build`): the gzip bytes a first visit to / downloads, against
// issue 7's budgets, and the on-demand chunks of every route and heavy widget.
//
// Method: first-load JavaScript is the entry script (main.tsx: the app's shell) and the
// modulepreloads that dist/client/index.html names, with their static imports; and the Home
// route's chunk and its static imports (main.tsx imports it before hydrating), read from Vite's
// manifest. CSS is the stylesheets the same files pull in. Each file is gzipped on its own at
// level 9, as it is sent.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const dir = process.argv[2] ?? 'dist/client'
const budgets = { js: 120_000, css: 25_000 }
const homeRoute = 'src/client/features/home/home-page.tsx'
// Heavy widgets that must never be part of a page's first load (issue 7).
const widgets = {
  'testimonials carousel (Swiper)': 'src/client/features/home/testimonials-carousel.tsx',
  'photo lightbox': 'src/client/features/car-detail/car-lightbox.tsx',
  'booking form': 'src/client/features/car-detail/booking-modal.tsx',
  'card form (Stripe Elements)': 'src/client/features/bookings/stripe-card-form.tsx',
  'dashboard layout': 'src/client/layouts/dashboard-layout.tsx',
}

const manifestPath = path.join(dir, '.vite', 'manifest.json')
if (!existsSync(path.join(dir, 'index.html')) || !existsSync(manifestPath)) {
  console.error(
    `No build in ${dir} (index.html and .vite/manifest.json): run \`npm run build\` first.`,
  )
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const html = readFileSync(path.join(dir, 'index.html'), 'utf8')

const gzipCache = new Map()
function gz(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length)
  }
  return gzipCache.get(file)
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0)

/** A manifest entry's file and everything it imports statically, with their CSS. */
function closure(key, js = new Set(), css = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`)
  if (js.has(chunk.file)) return { js, css }
  js.add(chunk.file)
  for (const file of chunk.css ?? []) css.add(file)
  for (const imported of chunk.imports ?? []) closure(imported, js, css)
  return { js, css }
}

// What index.html itself loads: its scripts (the shell holds the entry, main.tsx: vite.config.ts)
// and modulepreloads, with their static imports, and its stylesheets.
const attr = (tag, name) => tag.match(new RegExp(`${name}="/?([^"]+)"`))?.[1]
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
const htmlJs = tags.filter((t) => /type="module"|rel="modulepreload"/.test(t))
const htmlCss = tags.filter((t) => /rel="stylesheet"/.test(t))
const first = { js: new Set(), css: new Set() }
for (const t of htmlJs) {
  const file = attr(t, t.startsWith('<script') ? 'src' : 'href')
  const key = Object.keys(manifest).find((k) => manifest[k].file === file)
  if (key) closure(key, first.js, first.css)
  else first.js.add(file)
}
for (const t of htmlCss) first.css.add(attr(t, 'href'))
const shellJs = sum(first.js)
closure(homeRoute, first.js, first.css)
const firstJs = sum(first.js)
const firstCss = sum(first.css)

console.log(`First load of / (gzip -9, kB = 1000 bytes), from ${dir}:`)
console.table([
  { what: 'JS: the shell', files: '', gzip: kb(shellJs), budget: '' },
  {
    what: 'JS: shell + Home route',
    files: first.js.size,
    gzip: kb(firstJs),
    budget: kb(budgets.js),
  },
  { what: 'CSS', files: first.css.size, gzip: kb(firstCss), budget: kb(budgets.css) },
])

// Every route and widget: its own chunk, loaded on demand, and what it adds to the first load.
const lazyRows = []
let eager = []
const dynamicEntries = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry)
// The routes and on-demand libraries: what the shell imports dynamically.
const shellKeys = Object.keys(manifest).filter((key) => first.js.has(manifest[key].file))
const routeKeys = [
  ...new Set(shellKeys.flatMap((key) => manifest[key].dynamicImports ?? [])),
].filter((key) => !shellKeys.includes(key))
for (const [name, key] of [
  // Routes, and libraries the shell imports on demand (such as the toasts).
  ...routeKeys.map((k) => [
    k.startsWith('_') ? 'library' : path.basename(k).replace(/\.tsx?$/, ''),
    k,
  ]),
  ...Object.entries(widgets),
]) {
  const chunk = manifest[key]
  const onlyDynamic = chunk?.isDynamicEntry || routeKeys.includes(key)
  const isLazy = Boolean(onlyDynamic) && !first.js.has(chunk.file)
  if (!isLazy && key !== homeRoute) eager.push(name)
  if (!chunk) continue
  const added = [...closure(key).js].filter((f) => !first.js.has(f))
  lazyRows.push({
    'route or widget': name,
    chunk: chunk.file.replace('assets/', ''),
    lazy: key === homeRoute ? 'first view' : isLazy ? 'yes' : 'NO',
    gzip: kb(gz(chunk.file)),
    'adds on demand': kb(sum(added)),
  })
}
console.log(`\nRoutes and widgets (${dynamicEntries.length} dynamic entries in the build):`)
console.table(lazyRows)
const missingWidgets = Object.entries(widgets).filter(([, key]) => !manifest[key])
eager = eager.concat(missingWidgets.map(([name]) => `${name} (not a chunk of its own)`))

const failures = []
if (firstJs > budgets.js) failures.push(`first-load JS ${kb(firstJs)} > ${kb(budgets.js)}`)
if (firstCss > budgets.css) failures.push(`first-load CSS ${kb(firstCss)} > ${kb(budgets.css)}`)
if (eager.length) failures.push(`not loaded on demand: ${eager.join(', ')}`)
if (failures.length) {
  console.error(`\nBudget exceeded: ${failures.join('; ')}`)
  process.exit(1)
}
console.log(
  `\nWithin budget: JS ${kb(firstJs)} of ${kb(budgets.js)}, CSS ${kb(firstCss)} of ${kb(budgets.css)}.`,
)
