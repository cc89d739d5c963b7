import { SIDE_BODIES, type BodyType, type SideBody } from './car-bodies'
import type { Paint } from './palette'
import { blur, darken, lighten, linear, linePath, mix, radial, roundedPath, up } from './svg'
import { sideWheel, type RimStyle } from './wheel'

/** Height of the tallest point of a body, used to scale gradients and lay out scenes. */
export const bodyHeight = (b: SideBody): number => Math.max(...b.shell.map((p) => p[1]))

function paintGradient(id: string, b: SideBody, p: Paint): string {
  const h = bodyHeight(b)
  const s = 1 - b.shoulder[1] / h
  const o = (v: number) => Math.max(0, Math.min(1, v)).toFixed(3)
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${-h}" x2="0" y2="0">
<stop offset="0" stop-color="${lighten(p.base, 0.22)}"/>
<stop offset="${o(s - 0.16)}" stop-color="${p.base}"/>
<stop offset="${o(s - 0.01)}" stop-color="${mix(p.base, p.shine, 0.45)}"/>
<stop offset="${o(s + 0.02)}" stop-color="${mix(p.base, p.shine, 0.7)}"/>
<stop offset="${o(s + 0.07)}" stop-color="${p.base}"/>
<stop offset="0.78" stop-color="${darken(p.base, 0.12)}"/>
<stop offset="1" stop-color="${darken(p.base, 0.42)}"/>
</linearGradient>`
}

/** Seats, windscreen and folded hood of the convertible, drawn before the body hides their base. */
function openTop(b: SideBody): string {
  const seat = (x: number, k: number) =>
    `<path d="${roundedPath(
      up([
        [x - 44 * k, 176, 10],
        [x + 8, 176, 10],
        [x + 2, 246 * k, 14],
        [x - 40 * k, 250 * k, 16],
      ]),
    )}" fill="#8a5a3b"/>` +
    `<path d="${roundedPath(
      up([
        [x - 40 * k, 246 * k, 10],
        [x, 243 * k, 10],
        [x - 2, 272 * k, 12],
        [x - 38 * k, 274 * k, 12],
      ]),
    )}" fill="#7a4e33"/>`
  const [fx] = b.mirror
  return `<rect x="232" y="-194" width="${fx - 224}" height="12" rx="5" fill="#2a2b30"/>
${seat(340, 0.9)}${seat(478, 1)}
<path d="M${fx - 46} -212A26 26 0 0 1 ${fx - 20} -238" fill="none" stroke="#1d1f24" stroke-width="8" stroke-linecap="round"/>
<path d="${roundedPath(
    up([
      [150, 178, 20],
      [296, 178, 20],
      [284, 210, 22],
      [170, 212, 24],
    ]),
  )}" fill="#2a2b30"/>
<path d="M196 -204Q236 -198 272 -202" fill="none" stroke="#44464d" stroke-width="3"/>
<path d="${roundedPath(
    up([
      [fx + 12, 186, 3],
      [fx - 60, 268, 3],
      [fx - 96, 268, 3],
      [fx - 30, 186, 3],
    ]),
  )}" fill="#a9c6dd" fill-opacity=".6"/>
<path d="M${fx + 12} -186L${fx - 60} -268L${fx - 74} -268" fill="none" stroke="#1d1f24" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
}

function glassAndPillars(id: string, b: SideBody): string {
  if (b.glass.length === 0) return ''
  const h = bodyHeight(b)
  const glass = b.glass.map((g) => roundedPath(up(g))).join('')
  const pillars = b.pillars.map((g) => `<path d="${roundedPath(up(g))}"/>`).join('')
  return `<defs>${linear(`${id}g`, [
    [0, '#6f8196'],
    [0.55, '#233041'],
    [1, '#141a22'],
  ])}<clipPath id="${id}gc"><path d="${glass}"/></clipPath></defs>
<path d="${glass}" fill="url(#${id}g)" stroke="#15181d" stroke-width="5" stroke-linejoin="round"/>
<g clip-path="url(#${id}gc)">
<path d="M${b.length * 0.3} ${-h}L${b.length * 0.42} ${-h}L${b.length * 0.32} -150L${b.length * 0.2} -150Z" fill="#ffffff" fill-opacity=".16"/>
<path d="M${b.length * 0.46} ${-h}L${b.length * 0.5} ${-h}L${b.length * 0.4} -150L${b.length * 0.36} -150Z" fill="#ffffff" fill-opacity=".12"/>
<g fill="#14171c">${pillars}</g>
</g>`
}

function intakeBars(b: SideBody): string {
  const hs = b.intake.map((p) => p[1])
  const [lo, hi] = [Math.min(...hs), Math.max(...hs)]
  const out: string[] = []
  for (let h = lo + 12; h < hi - 6; h += 14) out.push(`M0 ${-h}H${b.length}`)
  return out.join('')
}

function lights(id: string, b: SideBody): string {
  return `<defs>${radial(
    `${id}h`,
    [
      [0, '#ffffff'],
      [0.6, '#e9f1ff'],
      [1, '#9fb3c8'],
    ],
    0.7,
    0.4,
    0.7,
  )}${linear(`${id}t`, [
    [0, '#ff5a4f'],
    [1, '#8e0d12'],
  ])}</defs>
<path d="${roundedPath(up(b.head))}" fill="url(#${id}h)" stroke="#2a3038" stroke-width="2.5"/>
<path d="${roundedPath(up(b.tail))}" fill="url(#${id}t)" stroke="#4a0c0e" stroke-width="2"/>
<path d="${roundedPath(up(b.intake))}" fill="#15171b"/>
<g clip-path="url(#${id}ic)"><path d="${intakeBars(b)}" stroke="#3b3f47" stroke-width="3"/></g>
<defs><clipPath id="${id}ic"><path d="${roundedPath(up(b.intake))}"/></clipPath></defs>`
}

function rails(b: SideBody): string {
  if (!b.rails) return ''
  const [a, z] = b.rails
  const h = bodyHeight(b)
  return `<path d="M${a} ${-h - 14}H${z}" stroke="#1c1e23" stroke-width="9" stroke-linecap="round"/>
<path d="M${a + 14} ${-h - 10}v12M${z - 14} ${-h - 10}v12" stroke="#1c1e23" stroke-width="12"/>`
}

function panelLines(b: SideBody, p: Paint): string {
  const gap = darken(p.base, 0.45)
  const doors = b.doors.map((d) => linePath(d.map(([x, h]) => [x, -h] as const))).join('')
  const handles = b.handles
    .map(([x, h]) => `<rect x="${x}" y="${-h}" width="36" height="9" rx="4.5"/>`)
    .join('')
  const [mx, mh] = b.mirror
  const mirror = roundedPath(
    up([
      [mx - 4, mh, 6],
      [mx + 34, mh + 4, 8],
      [mx + 30, mh + 26, 10],
      [mx - 8, mh + 22, 8],
    ]),
  )
  return `<path d="${doors}" fill="none" stroke="${gap}" stroke-opacity=".75" stroke-width="2.5" stroke-linejoin="round"/>
<g fill="${darken(p.base, 0.35)}">${handles}</g>
<path d="${mirror}" fill="${p.base}" stroke="${darken(p.base, 0.4)}" stroke-width="2"/>
<path d="M${mx} ${-mh - 2}L${mx - 8} ${-mh + 8}" stroke="#15171b" stroke-width="6"/>`
}

/**
 * A car seen from the side, facing right, with its rear bumper at x = 0 and the ground at y = 0.
 * Every id inside starts with `id`, so several cars can share one document.
 */
export function sideCar(id: string, type: BodyType, p: Paint, rim: RimStyle): string {
  const b = SIDE_BODIES[type]
  const shell = roundedPath(up(b.shell))
  const r = b.wheelR
  const h = bodyHeight(b)
  const arches = b.axles.map((x) => `<circle cx="${x}" cy="${-r}" r="${r * 1.17}"/>`).join('')
  const lips = b.axles
    .map(
      (x) =>
        `<path d="M${x - r * 1.24} ${-r * 0.6}A${r * 1.24} ${r * 1.24} 0 0 1 ${x + r * 1.24} ${-r * 0.6}" />`,
    )
    .join('')
  const lip = type === 'suv' || type === 'pickup' ? '#2b2e34' : darken(p.base, 0.3)
  const lipW = type === 'suv' || type === 'pickup' ? r * 0.16 : 3
  return `<g>
<defs>${paintGradient(`${id}p`, b, p)}${linear(
    `${id}x`,
    [
      [0, '#000000', 0.22],
      [0.12, '#000000', 0],
      [0.55, '#ffffff', 0.1],
      [0.9, '#000000', 0],
      [1, '#000000', 0.2],
    ],
    [0, 0, 1, 0],
  )}<clipPath id="${id}c"><path d="${shell}"/></clipPath></defs>
${type === 'convertible' ? openTop(b) : ''}${rails(b)}
<path d="${shell}" fill="url(#${id}p)"/>
<g clip-path="url(#${id}c)">
<path d="${shell}" fill="url(#${id}x)"/>
<path d="M${b.length * 0.18} 0L${b.length * 0.34} ${-h}L${b.length * 0.44} ${-h}L${b.length * 0.28} 0Z" fill="#ffffff" fill-opacity=".07"/>
<path d="M0 ${-b.shoulder[0] - 1}L${b.length} ${-b.shoulder[1] - 1}" stroke="#ffffff" stroke-opacity=".35" stroke-width="2"/>
<rect x="0" y="-58" width="${b.length}" height="58" fill="${darken(p.base, 0.5)}" fill-opacity=".35"/>
<g fill="none" stroke="${lip}" stroke-width="${lipW}">${lips}</g>
<g fill="#101114">${arches}</g>
${type === 'pickup' ? `<path d="M4 -206H340" stroke="#000" stroke-opacity=".35" stroke-width="4"/>` : ''}
</g>
${glassAndPillars(id, b)}
${lights(id, b)}
${panelLines(b, p)}
${b.axles.map((x, i) => sideWheel(`${id}w${i}`, x, -r, r, rim)).join('')}
</g>`
}

/** The soft shadow a side-view car casts on the floor; drawn before the car. */
export function sideShadow(id: string, type: BodyType): string {
  const b = SIDE_BODIES[type]
  const [rx, fx] = b.axles
  return `<defs>${blur(`${id}s1`, 16)}${blur(`${id}s2`, 5)}</defs>
<ellipse cx="${b.length / 2}" cy="4" rx="${b.length * 0.56}" ry="26" fill="#000" fill-opacity=".28" filter="url(#${id}s1)"/>
<ellipse cx="${b.length / 2}" cy="0" rx="${b.length * 0.46}" ry="8" fill="#000" fill-opacity=".45" filter="url(#${id}s2)"/>
<ellipse cx="${rx}" cy="0" rx="${b.wheelR * 1.05}" ry="7" fill="#000" fill-opacity=".55" filter="url(#${id}s2)"/>
<ellipse cx="${fx}" cy="0" rx="${b.wheelR * 1.05}" ry="7" fill="#000" fill-opacity=".55" filter="url(#${id}s2)"/>`
}

/**
 * A side-view car with its shadow, standing on `ground` with its rear at `x` (its front at `x`
 * when facing left). `mirror` draws its upside-down reflection instead, for glossy floors.
 */
export function placeCar(
  id: string,
  type: BodyType,
  p: Paint,
  rim: RimStyle,
  at: { x: number; ground: number; scale: number; left?: boolean; mirror?: boolean },
): string {
  const len = SIDE_BODIES[type].length * at.scale
  const x = at.left ? at.x + len : at.x
  const sx = at.left ? -at.scale : at.scale
  const sy = at.mirror ? -at.scale : at.scale
  const inner = at.mirror
    ? sideCar(`${id}m`, type, p, rim)
    : sideShadow(id, type) + sideCar(id, type, p, rim)
  return `<g transform="translate(${x} ${at.ground}) scale(${sx} ${sy})">${inner}</g>`
}
