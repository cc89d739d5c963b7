import { REAR_BODIES, type BodyType, type RearBody } from './car-bodies'
import type { Paint } from './palette'
import { blur, darken, lighten, linear, mix, roundedPath, up, type Pt } from './svg'

const mirrorX = (pts: readonly Pt[]): Pt[] => pts.map(([x, h, r]) => [-x, h, r] as const)

/** Both sides of a symmetric shape given by its right half (x >= 0). */
function pair(half: readonly Pt[], attrs: string): string {
  return `<path d="${roundedPath(up(half))}" ${attrs}/><path d="${roundedPath(up(mirrorX(half)))}" ${attrs}/>`
}

function cabin(id: string, t: BodyType, b: RearBody, p: Paint): string {
  if (t === 'convertible') {
    const seat = (x: number) =>
      `<path d="${roundedPath(
        up([
          [x - 44, b.belt - 10, 10],
          [x + 44, b.belt - 10, 10],
          [x + 38, b.belt + 56, 14],
          [x - 38, b.belt + 56, 14],
        ]),
      )}" fill="#8a5a3b"/>` +
      `<path d="${roundedPath(
        up([
          [x - 30, b.belt + 60, 10],
          [x + 30, b.belt + 60, 10],
          [x + 28, b.belt + 94, 14],
          [x - 28, b.belt + 94, 14],
        ]),
      )}" fill="#7a4e33"/>`
    const wt = b.belt + 112
    return `<path d="M${-b.roofW / 2 + 20} ${-b.belt}L${-b.roofW / 2 + 40} ${-wt}H${b.roofW / 2 - 40}L${b.roofW / 2 - 20} ${-b.belt}Z" fill="#d6e6f2" fill-opacity=".4"/>
<path d="M${-b.roofW / 2 + 40} ${-wt}H${b.roofW / 2 - 40}" stroke="#1d1f24" stroke-width="9" stroke-linecap="round"/>
${seat(-104)}${seat(104)}`
  }
  const base = b.w / 2 - (t === 'pickup' ? 80 : 42)
  const shell = [
    [-base, b.belt - 6, 8],
    [-b.roofW / 2, b.roof, 40],
    [b.roofW / 2, b.roof, 40],
    [base, b.belt - 6, 8],
  ] as const
  const gi = t === 'suv' || t === 'pickup' ? 26 : 34
  const [g0, g1] = b.glass
  const at = (h: number) => base + ((b.roofW / 2 - base) * (h - b.belt)) / (b.roof - b.belt) - gi
  const glass: Pt[] = [
    [-at(g0), g0, 14],
    [-at(g1), g1, 26],
    [at(g1), g1, 26],
    [at(g0), g0, 14],
  ]
  const rails =
    t === 'suv'
      ? `<path d="M${-b.roofW / 2 + 24} ${-b.roof - 12}h40M${b.roofW / 2 - 64} ${-b.roof - 12}h40" stroke="#1c1e23" stroke-width="14" stroke-linecap="round"/>`
      : ''
  const wiper =
    t === 'suv' || t === 'hatchback'
      ? `<path d="M0 ${-g0 - 10}L${-at(g0) * 0.7} ${-g0 - 40}" stroke="#0e1013" stroke-width="5" stroke-linecap="round"/>`
      : ''
  return `${rails}<path d="${roundedPath(up(shell))}" fill="url(#${id}p)"/>
<path d="${roundedPath(up(glass))}" fill="url(#${id}g)" stroke="#15181d" stroke-width="5"/>
<path d="M${-at(g1) * 0.5} ${-g1 + 6}L${-at(g1) * 0.2} ${-g1 + 6}L${-at(g0) * 0.45} ${-g0 - 6}L${-at(g0) * 0.85} ${-g0 - 6}Z" fill="#fff" fill-opacity=".12"/>
<rect x="-60" y="${-g1 - 2}" width="120" height="8" rx="4" fill="#d8262c"/>${wiper}
${
  t === 'hatchback'
    ? `<path d="${roundedPath(
        up([
          [-b.roofW / 2 - 4, b.roof - 16, 8],
          [b.roofW / 2 + 4, b.roof - 16, 8],
          [b.roofW / 2 - 10, b.roof + 2, 8],
          [-b.roofW / 2 + 10, b.roof + 2, 8],
        ]),
      )}" fill="${darken(p.base, 0.3)}"/>`
    : ''
}`
}

function tailLights(id: string, t: BodyType, b: RearBody): string {
  const [t0, t1] = b.tail
  const x = b.w / 2
  const a = `fill="url(#${id}t)" stroke="#4a0c0e" stroke-width="2.5"`
  if (t === 'suv' || t === 'pickup') {
    const inner = t === 'pickup' ? x - 44 : x - 70
    return pair(
      [
        [x - 6, t1, 10],
        [inner, t1, 8],
        [inner, t0, 8],
        [x - 4, t0 + 10, 10],
      ],
      a,
    )
  }
  const bar = `<rect x="${-x + 150}" y="${-t1 + 14}" width="${b.w - 300}" height="7" rx="3.5" fill="#d8262c" fill-opacity=".9"/>`
  return (
    pair(
      [
        [x - 8, t1, 12],
        [x - 150, t1 - 6, 8],
        [x - 158, t0 + 14, 8],
        [x - 6, t0, 12],
      ],
      a,
    ) + bar
  )
}

/** A car seen straight from behind, centred on x = 0, standing on y = 0. */
export function rearCar(id: string, t: BodyType, p: Paint): string {
  const b = REAR_BODIES[t]
  const x = b.w / 2
  const [tw, th] = b.tyre
  const tyres = [-1, 1]
    .map(
      (s) =>
        `<rect x="${s * (x - 20) - (s > 0 ? tw : 0)}" y="${-th}" width="${tw}" height="${th}" rx="16" fill="#17181b"/>`,
    )
    .join('')
  const body: Pt[] = [
    [-x + 18, b.sill, 14],
    [-x, b.sill + 70, 40],
    [-x + 8, b.belt - 20, 30],
    [-x + 46, b.belt, 20],
    [x - 46, b.belt, 20],
    [x - 8, b.belt - 20, 30],
    [x, b.sill + 70, 40],
    [x - 18, b.sill, 14],
  ]
  const plateY = b.sill + 54
  const mx = x - (t === 'pickup' ? 80 : 42) + (t === 'convertible' ? -40 : 6)
  const lid = t === 'pickup' ? x - 56 : x - 150
  return `<g><defs>${linear(`${id}p`, [
    [0, lighten(p.base, 0.25)],
    [0.06, mix(p.base, p.shine, 0.55)],
    [0.14, p.base],
    [0.7, darken(p.base, 0.08)],
    [1, darken(p.base, 0.4)],
  ])}${linear(
    `${id}x`,
    [
      [0, '#000', 0.3],
      [0.15, '#000', 0],
      [0.4, '#fff', 0.12],
      [0.85, '#000', 0],
      [1, '#000', 0.3],
    ],
    [0, 0, 1, 0],
  )}${linear(`${id}g`, [
    [0, '#6f8196'],
    [0.6, '#233041'],
    [1, '#141a22'],
  ])}${linear(`${id}t`, [
    [0, '#ff5a4f'],
    [1, '#8e0d12'],
  ])}</defs>
${tyres}
${pair(
  [
    [mx - 30, b.belt + 6, 6],
    [mx + 36, b.belt + 10, 10],
    [mx + 36, b.belt + 46, 12],
    [mx - 4, b.belt + 42, 6],
    [mx - 30, b.belt + 22, 6],
  ],
  `fill="${p.base}" stroke="${darken(p.base, 0.4)}" stroke-width="2"`,
)}
${cabin(id, t, b, p)}
<path d="${roundedPath(up(body))}" fill="url(#${id}p)"/>
<path d="${roundedPath(up(body))}" fill="url(#${id}x)"/>
${t === 'pickup' ? `<rect x="${-x + 50}" y="${-b.belt - 10}" width="${b.w - 100}" height="14" rx="5" fill="#1f2126"/>` : ''}
<path d="M${-lid} ${-b.tail[0] + 6}L${-lid} ${-b.sill - 96}Q${-lid} ${-b.sill - 80} ${-lid + 16} ${-b.sill - 80}L${lid - 16} ${-b.sill - 80}Q${lid} ${-b.sill - 80} ${lid} ${-b.sill - 96}L${lid} ${-b.tail[0] + 6}" fill="none" stroke="${darken(p.base, 0.45)}" stroke-opacity=".7" stroke-width="2.5"/>
${tailLights(id, t, b)}
<rect x="-78" y="${-plateY - 48}" width="156" height="48" rx="6" fill="${darken(p.base, 0.35)}"/>
<rect x="-72" y="${-plateY - 44}" width="144" height="40" rx="4" fill="#f3f4ef" stroke="#9aa0a8" stroke-width="2"/>
<path d="${roundedPath(
    up([
      [-x + 60, b.sill + 6, 10],
      [-x + 70, b.sill + 34, 10],
      [x - 70, b.sill + 34, 10],
      [x - 60, b.sill + 6, 10],
    ]),
  )}" fill="#1b1d22"/>
${
  t === 'coupe' || t === 'sedan'
    ? pair(
        [
          [x - 110, b.sill + 10, 10],
          [x - 150, b.sill + 10, 10],
          [x - 150, b.sill + 30, 10],
          [x - 110, b.sill + 30, 10],
        ],
        'fill="#c4c9d0" stroke="#5a6069" stroke-width="3"',
      )
    : ''
}
${t === 'pickup' ? `<rect x="-40" y="${-b.belt + 22}" width="80" height="18" rx="6" fill="#1b1d22"/>` : ''}
</g>`
}

/** The shadow under a rear-view car. */
export function rearShadow(id: string, t: BodyType): string {
  const b = REAR_BODIES[t]
  return `<defs>${blur(`${id}rs1`, 14)}${blur(`${id}rs2`, 4)}</defs>
<ellipse cx="0" cy="4" rx="${b.w * 0.62}" ry="30" fill="#000" fill-opacity=".35" filter="url(#${id}rs1)"/>
<ellipse cx="0" cy="0" rx="${b.w * 0.52}" ry="8" fill="#000" fill-opacity=".55" filter="url(#${id}rs2)"/>`
}
