import { placeCar } from './car-side'
import { BRAND, brandPaint, PAINTS } from './palette'
import { blur, darken, linear, radial, roundedPath, seeded } from './svg'

/** Blog art is drawn on 1600 x 600 (the cover); the card image is its centre at 16:9. */
export const BLOG_W = 1600
export const BLOG_H = 600
const cropW = (BLOG_H * 16) / 9
export const BLOG_CROP = `${((BLOG_W - cropW) / 2).toFixed(2)} 0 ${cropW.toFixed(2)} ${BLOG_H}`

function backdrop(id: string, top: string, bottom: string, accent: string, seed: number): string {
  const rnd = seeded(seed)
  const dots: string[] = []
  for (const x0 of [40, 1360]) {
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 5; j++) {
        if (rnd() < 0.8) dots.push(`<circle cx="${x0 + i * 34}" cy="${150 + j * 34}" r="5"/>`)
      }
    }
  }
  return `<defs>${linear(`${id}bg`, [
    [0, top],
    [1, bottom],
  ])}${blur(`${id}sh`, 10)}</defs>
<rect width="${BLOG_W}" height="${BLOG_H}" fill="url(#${id}bg)"/>
<circle cx="800" cy="300" r="250" fill="#ffffff" fill-opacity=".45"/>
<circle cx="140" cy="520" r="160" fill="${accent}" fill-opacity=".18"/>
<circle cx="1480" cy="80" r="140" fill="${accent}" fill-opacity=".18"/>
<g fill="${accent}" fill-opacity=".35">${dots.join('')}</g>
<ellipse cx="800" cy="478" rx="520" ry="26" fill="${darken(bottom, 0.25)}" fill-opacity=".35" filter="url(#${id}sh)"/>`
}

/** A checklist on a clipboard, its top-left corner at (x, y). */
function clipboard(x: number, y: number): string {
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const cy = y + 96 + i * 62
      const done = i < 3
      const box = done
        ? `<circle cx="${x + 44}" cy="${cy}" r="16" fill="#16a34a"/><path d="M${x + 36} ${cy}l6 6 11-12" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<circle cx="${x + 44}" cy="${cy}" r="15" fill="none" stroke="#94a3b8" stroke-width="4"/>`
      const len = [120, 96, 132, 104][i] ?? 100
      return `${box}<rect x="${x + 74}" y="${cy - 6}" width="${len}" height="12" rx="6" fill="#cbd5e1"/>`
    })
    .join('')
  return `<rect x="${x - 14}" y="${y - 14}" width="248" height="334" rx="22" fill="${darken(BRAND, 0.2)}"/>
<rect x="${x}" y="${y}" width="220" height="306" rx="12" fill="#ffffff"/>
<rect x="${x + 70}" y="${y - 30}" width="80" height="40" rx="12" fill="#94a3b8"/>
<rect x="${x + 90}" y="${y - 22}" width="40" height="12" rx="6" fill="#e2e8f0"/>${rows}`
}

/** 1: inspecting a used car — a magnifier over the front wheel and a checklist. */
function inspect(): string {
  const car = { x: 400, ground: 470, scale: 0.62 }
  const [cx, cy, r, zoom] = [865, 392, 92, 1.7]
  const zoomed = `translate(${cx} ${cy}) scale(${zoom}) translate(${-cx} ${-cy})`
  return `${backdrop('i', '#eef3ff', '#d6e2fb', BRAND, 1)}
<defs><clipPath id="lens"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>
${placeCar('s', 'sedan', PAINTS.silver, 'silver', car)}
<g clip-path="url(#lens)"><rect width="${BLOG_W}" height="${BLOG_H}" fill="#e4ecfb"/><g transform="${zoomed}">${placeCar('z', 'sedan', PAINTS.silver, 'silver', car)}</g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#bfdbfe" fill-opacity=".18"/><path d="M${cx - 60} ${cy - 50}a80 80 0 0 1 70-30" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-opacity=".7"/></g>
<path d="M${cx + r * 0.72} ${cy + r * 0.72}l70 70" stroke="#1e293b" stroke-width="30" stroke-linecap="round"/>
<path d="M${cx + r * 0.72} ${cy + r * 0.72}l18 18" stroke="#64748b" stroke-width="30"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1e293b" stroke-width="16"/>
${clipboard(1070, 140)}`
}

/** Seven-segment digit paths, so numbers need no font. */
const SEGMENTS: Record<string, string> = {
  a: 'M3 0h14',
  b: 'M20 3v12',
  c: 'M20 21v12',
  d: 'M3 36h14',
  e: 'M0 21v12',
  f: 'M0 3v12',
  g: 'M3 18h14',
}
const DIGITS = [
  'abcdef',
  'bc',
  'abged',
  'abgcd',
  'fgbc',
  'afgcd',
  'afgedc',
  'abc',
  'abcdefg',
  'abfgcd',
]

function odometer(x: number, y: number, value: string): string {
  const cells = [...value]
    .map((ch, i) => {
      const segs = [...(DIGITS[Number(ch)] ?? '')].map((s) => SEGMENTS[s]).join('')
      return `<rect x="${x + i * 40}" y="${y}" width="36" height="56" rx="5" fill="#0b1220"/><path d="${segs}" transform="translate(${x + i * 40 + 8} ${y + 10})" fill="none" stroke="#f8fafc" stroke-width="5" stroke-linecap="round"/>`
    })
    .join('')
  return `<rect x="${x - 8}" y="${y - 8}" width="${value.length * 40 + 12}" height="72" rx="10" fill="#334155"/>${cells}`
}

/** 2: a vehicle's history and mileage — a speedometer with an odometer and a history report. */
function mileage(): string {
  const [cx, cy, r] = [800, 300, 200]
  const polar = (deg: number, rr: number) => {
    const a = (deg * Math.PI) / 180
    return `${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`
  }
  const arc = (from: number, to: number, rr: number, color: string) =>
    `<path d="M${polar(from, rr)}A${rr} ${rr} 0 ${to - from > 180 ? 1 : 0} 1 ${polar(to, rr)}" fill="none" stroke="${color}" stroke-width="16" stroke-linecap="round"/>`
  const ticks = Array.from({ length: 28 }, (_, i) => {
    const deg = 135 + i * 10
    const major = i % 3 === 0
    return `<path d="M${polar(deg, r - 34)}L${polar(deg, r - (major ? 64 : 48))}" stroke="#e2e8f0" stroke-width="${major ? 6 : 3}" stroke-linecap="round"/>`
  }).join('')
  const report = `<g transform="rotate(-7 380 320)"><rect x="270" y="170" width="220" height="290" rx="16" fill="#ffffff"/>
<rect x="270" y="170" width="220" height="56" rx="16" fill="${BRAND}"/><rect x="270" y="206" width="220" height="20" fill="${BRAND}"/>
${[250, 290, 330, 370].map((y, i) => `<rect x="298" y="${y}" width="${[150, 120, 160, 100][i]}" height="12" rx="6" fill="#cbd5e1"/>`).join('')}
<circle cx="440" cy="414" r="28" fill="#16a34a"/><path d="M427 414l9 9 17-19" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>`
  return `${backdrop('m', '#fff6ea', '#fde2c2', '#f59e0b', 2)}
${report}
<defs>${radial('face', [
    [0, '#24324a'],
    [1, '#0f172a'],
  ])}${linear('bezel', [
    [0, '#94a3b8'],
    [1, '#334155'],
  ])}</defs>
<circle cx="${cx}" cy="${cy}" r="${r + 18}" fill="url(#bezel)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#face)"/>
${arc(135, 255, r - 18, '#22c55e')}${arc(262, 340, r - 18, '#f59e0b')}${arc(347, 405, r - 18, '#ef4444')}
${ticks}
${odometer(cx - 118, cy + 70, '048213')}
<path d="M${polar(300, r - 50)}L${polar(210, 11)}L${polar(120, 30)}L${polar(30, 11)}Z" fill="#f97316"/>
<circle cx="${cx}" cy="${cy}" r="22" fill="#e2e8f0"/><circle cx="${cx}" cy="${cy}" r="9" fill="#475569"/>
<g transform="translate(1080 190)"><rect width="230" height="220" rx="18" fill="#ffffff"/><rect width="230" height="58" rx="18" fill="#f97316"/><rect y="40" width="230" height="18" fill="#f97316"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${22 + (i % 4) * 50}" y="${78 + Math.floor(i / 4) * 44}" width="36" height="30" rx="6" fill="${i === 6 ? BRAND : '#e2e8f0'}"/>`).join('')}
<rect x="52" y="-14" width="14" height="34" rx="7" fill="#475569"/><rect x="164" y="-14" width="14" height="34" rx="7" fill="#475569"/></g>`
}

/** 3: paying safely — a car, a bank card, a shield and coins. */
function financing(): string {
  const coin = (x: number, y: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const cy = y - i * 14
      return `<ellipse cx="${x}" cy="${cy + 8}" rx="40" ry="13" fill="#b7791f"/><ellipse cx="${x}" cy="${cy}" rx="40" ry="13" fill="#f6c453" stroke="#d69e2e" stroke-width="3"/>`
    }).join('')
  const shield = roundedPath([
    [1240, 150, 10],
    [1330, 186, 16],
    [1322, 310, 60],
    [1240, 380, 10],
    [1158, 310, 60],
    [1150, 186, 16],
  ])
  return `${backdrop('f', '#ecfaf3', '#c9ecdb', '#10b981', 3)}
<defs>${linear(
    'card',
    [
      [0, '#1e3a8a'],
      [1, BRAND],
    ],
    [0, 0, 1, 1],
  )}${linear('shield', [
    [0, '#34d399'],
    [1, '#047857'],
  ])}</defs>
${placeCar('h', 'hatchback', brandPaint, 'dark', { x: 300, ground: 470, scale: 0.66 })}
${coin(860, 462, 5)}${coin(950, 470, 3)}
<g transform="rotate(-10 960 290)"><rect x="820" y="190" width="300" height="190" rx="20" fill="url(#card)"/>
<rect x="820" y="226" width="300" height="30" fill="#0f172a" fill-opacity=".55"/>
<rect x="852" y="280" width="48" height="36" rx="7" fill="#fcd34d"/><path d="M852 298h48M876 280v36" stroke="#d69e2e" stroke-width="2"/>
${[0, 1, 2, 3].map((i) => `<rect x="${852 + i * 62}" y="338" width="48" height="12" rx="6" fill="#dbeafe" fill-opacity=".8"/>`).join('')}
<circle cx="1062" cy="298" r="20" fill="#ef4444" fill-opacity=".9"/><circle cx="1086" cy="298" r="20" fill="#f59e0b" fill-opacity=".9"/></g>
<path d="${shield}" fill="url(#shield)"/>
<path d="M1202 262l28 28 52-58" fill="none" stroke="#ffffff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`
}

export const BLOG_POSTS: readonly (() => string)[] = [inspect, mileage, financing]
