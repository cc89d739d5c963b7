/** Small SVG-building helpers shared by every demo-image drawing. */

/** A polygon vertex: x, y and an optional corner radius. */
export type Pt = readonly [x: number, y: number, radius?: number]

const n = (v: number): string => String(Math.round(v * 10) / 10)

/** A closed path through `pts` whose corners are rounded by each vertex's radius. */
export function roundedPath(pts: readonly Pt[]): string {
  const parts: string[] = []
  pts.forEach((v, i) => {
    const prev = pts[(i + pts.length - 1) % pts.length] ?? v
    const next = pts[(i + 1) % pts.length] ?? v
    const d1 = Math.hypot(prev[0] - v[0], prev[1] - v[1]) || 1
    const d2 = Math.hypot(next[0] - v[0], next[1] - v[1]) || 1
    const r = Math.min(v[2] ?? 0, d1 / 2, d2 / 2)
    const a = [v[0] + ((prev[0] - v[0]) * r) / d1, v[1] + ((prev[1] - v[1]) * r) / d1]
    const b = [v[0] + ((next[0] - v[0]) * r) / d2, v[1] + ((next[1] - v[1]) * r) / d2]
    parts.push(`${i === 0 ? 'M' : 'L'}${n(a[0] ?? 0)} ${n(a[1] ?? 0)}`)
    parts.push(`Q${n(v[0])} ${n(v[1])} ${n(b[0] ?? 0)} ${n(b[1] ?? 0)}`)
  })
  return `${parts.join('')}Z`
}

/** An open polyline path. */
export function linePath(pts: readonly (readonly [number, number])[]): string {
  return pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')
}

/** Flip drawing coordinates given as (x, height above ground) into SVG y-down coordinates. */
export const up = (pts: readonly Pt[]): Pt[] => pts.map(([x, h, r]) => [x, -h, r] as const)

/** A linear gradient; `stops` are [offset 0..1, colour, opacity?]. */
export function linear(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join('')
  return `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${s}</linearGradient>`
}

/** A radial gradient centred at (cx, cy) in bounding-box units. */
export function radial(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join('')
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`
}

/** A Gaussian blur filter with a generous region so soft shadows are not clipped. */
export const blur = (id: string, sd: number): string =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`

/** Wrap content in an <svg> document of the given size and view box. */
export function svgDoc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`
}

type Rgb = [number, number, number]

function toRgb(hex: string): Rgb {
  const v = parseInt(hex.replace('#', ''), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Mix two hex colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a)
  const y = toRgb(b)
  return toHex([0, 1, 2].map((i) => (x[i] ?? 0) + ((y[i] ?? 0) - (x[i] ?? 0)) * t) as Rgb)
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
export const darken = (c: string, t: number): string => mix(c, '#000000', t)

/** A small deterministic pseudo-random generator (mulberry32), so every run draws the same. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
