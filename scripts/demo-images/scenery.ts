import { roundedPath, seeded, type Pt } from './svg'

/** Shared landscape pieces for the banners and blog art. Widths are in canvas pixels. */

/** A mountain ridge from x = 0 to `w`: peaks of random width rising up to `amp` above `base`. */
export function ridge(seed: number, w: number, base: number, amp: number, step: number): string {
  const rnd = seeded(seed)
  const pts: Pt[] = [
    [0, 2000],
    [0, base - amp * 0.3 * rnd()],
  ]
  for (let x = 0; x < w;) {
    const span = step * (0.6 + 0.8 * rnd())
    pts.push([x + span * (0.35 + 0.3 * rnd()), base - amp * (0.35 + 0.65 * rnd()), 10])
    x += span
    pts.push([x, base - amp * 0.3 * rnd(), 24])
  }
  pts.push([w + step, 2000])
  return roundedPath(pts)
}

/** Rolling hills: a smooth curve through `n` random heights. */
export function hills(seed: number, w: number, base: number, amp: number, n: number): string {
  const rnd = seeded(seed)
  const step = w / n
  let d = `M0 ${base - amp * rnd()}`
  for (let i = 1; i <= n; i++) {
    const x = i * step
    d += `Q${x - step / 2} ${(base - amp * (0.6 + 0.8 * rnd())).toFixed(1)} ${x} ${(base - amp * rnd()).toFixed(1)}`
  }
  return `${d}L${w} 2000L0 2000Z`
}

/** A pine tree with its base at (x, y). */
export function pine(x: number, y: number, h: number, fill: string): string {
  const w = h * 0.42
  return `<path d="M${x} ${y - h}L${x + w * 0.6} ${y - h * 0.55}H${x + w * 0.35}L${x + w} ${y - h * 0.12}H${x - w}L${x - w * 0.35} ${y - h * 0.55}H${x - w * 0.6}Z" fill="${fill}"/><rect x="${x - h * 0.04}" y="${y - h * 0.13}" width="${h * 0.08}" height="${h * 0.13}" fill="${fill}"/>`
}

/** A row of buildings between x0 and x1 with lit windows; returns SVG markup. */
export function skyline(
  seed: number,
  x0: number,
  x1: number,
  base: number,
  height: readonly [number, number],
  fill: string,
  lit: string,
  litShare: number,
): string {
  const rnd = seeded(seed)
  const out: string[] = []
  for (let x = x0; x < x1;) {
    const w = 60 + Math.floor(rnd() * 70)
    const h = height[0] + rnd() * (height[1] - height[0])
    out.push(
      `<rect x="${x}" y="${(base - h).toFixed(1)}" width="${w - 4}" height="${h.toFixed(1)}" fill="${fill}"/>`,
    )
    for (let wy = base - h + 14; wy < base - 24; wy += 22) {
      for (let wx = x + 10; wx < x + w - 18; wx += 18) {
        if (rnd() < litShare) {
          out.push(
            `<rect x="${wx}" y="${wy.toFixed(1)}" width="8" height="11" fill="${lit}" fill-opacity="${(0.55 + rnd() * 0.45).toFixed(2)}"/>`,
          )
        }
      }
    }
    x += w
  }
  return out.join('')
}

/** A cloud made of overlapping circles, centred on (x, y). */
export function cloud(x: number, y: number, s: number, opacity = 0.85): string {
  return `<g fill="#ffffff" fill-opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${18 * s}"/><circle cx="${x - 22 * s}" cy="${y - 12 * s}" r="${24 * s}"/><circle cx="${x + 14 * s}" cy="${y - 20 * s}" r="${30 * s}"/></g>`
}

/** A street lamp whose pole stands at (x, y), with a soft glow; needs a `glow` gradient. */
export function streetLamp(x: number, y: number, h: number): string {
  return `<circle cx="${x + 34}" cy="${y - h + 10}" r="90" fill="url(#glow)"/>
<path d="M${x} ${y}V${y - h + 14}Q${x} ${y - h} ${x + 14} ${y - h}H${x + 40}" fill="none" stroke="#1a2036" stroke-width="7"/>
<path d="M${x + 22} ${y - h + 2}H${x + 48}L${x + 44} ${y - h + 12}H${x + 26}Z" fill="#ffe6a8"/>`
}
