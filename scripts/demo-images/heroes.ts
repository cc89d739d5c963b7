import { placeCar } from './car-side'
import { PAINTS } from './palette'
import { cloud, hills, pine, ridge, skyline, streetLamp } from './scenery'
import { blur, linear, radial, seeded } from './svg'

/** Banners are drawn on 1600 x 640; the right half holds the subject, the left stays calm. */
export const HERO_W = 1600
export const HERO_H = 640
/** The phone crop: the right 1067 x 640 of the banner, shown at 800 x 480. */
export const HERO_CROP = `${HERO_W - 1067} 0 1067 ${HERO_H}`

const W = HERO_W
const H = HERO_H

function stars(seed: number, n: number, maxY: number): string {
  const rnd = seeded(seed)
  return Array.from({ length: n }, () => {
    const r = 0.8 + rnd() * 1.6
    return `<circle cx="${(rnd() * W).toFixed(0)}" cy="${(rnd() * maxY).toFixed(0)}" r="${r.toFixed(1)}" fill="#fff" fill-opacity="${(0.3 + rnd() * 0.5).toFixed(2)}"/>`
  }).join('')
}

/** 1: a coupe on an open road at dusk. */
function duskRoad(): string {
  return `<defs>${linear('sky', [
    [0, '#1a1d4a'],
    [0.45, '#5b3a7e'],
    [0.78, '#e0705a'],
    [1, '#f9c47a'],
  ])}${radial('sun', [
    [0, '#ffe7b0', 0.9],
    [0.3, '#ffb774', 0.4],
    [1, '#ff9a5c', 0],
  ])}${linear('ground', [
    [0, '#2d1f3d'],
    [1, '#120d1f'],
  ])}</defs>
<rect width="${W}" height="470" fill="url(#sky)"/>${stars(7, 60, 220)}
<ellipse cx="1180" cy="400" rx="560" ry="300" fill="url(#sun)"/>
<circle cx="1180" cy="384" r="58" fill="#ffe3a6"/>
<path d="${ridge(3, W, 476, 130, 300)}" fill="#8a4f7d" fill-opacity=".7"/>
<path d="${hills(11, W, 486, 50, 4)}" fill="#4f2f5c"/>
<rect y="476" width="${W}" height="${H - 476}" fill="url(#ground)"/>
<rect y="520" width="${W}" height="86" fill="#2b2636"/>
<rect y="518" width="${W}" height="4" fill="#f6b477" fill-opacity=".55"/>
<path d="M0 563H${W}" stroke="#f6c56f" stroke-width="5" stroke-dasharray="60 50" stroke-opacity=".8"/>
${placeCar('a', 'coupe', PAINTS.red, 'silver', { x: 900, ground: 596, scale: 0.6 })}`
}

/** 2: a bright showroom with three cars on a glossy floor. */
function showroom(): string {
  const cars = [
    { id: 'b', type: 'suv', paint: PAINTS.white, x: 760, ground: 452, scale: 0.4, left: false },
    { id: 'c', type: 'sedan', paint: PAINTS.black, x: 1196, ground: 452, scale: 0.38, left: true },
    { id: 'd', type: 'coupe', paint: PAINTS.blue, x: 900, ground: 600, scale: 0.56, left: false },
  ] as const
  const mullions = Array.from({ length: 7 }, (_, i) => 760 + i * 140)
    .map((x) => `<rect x="${x}" y="70" width="10" height="330" fill="#c5ccd6"/>`)
    .join('')
  const lights = Array.from({ length: 8 }, (_, i) => 80 + i * 200)
    .map((x) => `<rect x="${x}" y="14" width="120" height="12" rx="6" fill="#ffffff"/>`)
    .join('')
  const draw = (mirror: boolean) =>
    cars
      .map((c) =>
        placeCar(c.id, c.type, c.paint, 'silver', {
          x: c.x,
          ground: c.ground,
          scale: c.scale,
          left: c.left,
          mirror,
        }),
      )
      .join('')
  return `<defs>${linear('wall', [
    [0, '#f4f6f9'],
    [1, '#e1e6ec'],
  ])}${linear('win', [
    [0, '#a9cdef'],
    [1, '#e6f1fa'],
  ])}${linear('floor', [
    [0, '#d9dee5'],
    [1, '#b4bcc7'],
  ])}${linear('fade', [
    [0, '#fff', 0.25],
    [0.6, '#fff', 0],
  ])}${blur('soft', 10)}
<mask id="refl" maskUnits="userSpaceOnUse" x="0" y="420" width="${W}" height="${H - 420}"><rect y="420" width="${W}" height="${H - 420}" fill="url(#fade)"/></mask></defs>
<rect width="${W}" height="420" fill="url(#wall)"/>
<rect width="${W}" height="40" fill="#cfd6df"/>
<rect y="40" width="${W}" height="4" fill="#b7c0cc"/>
<g filter="url(#soft)">${lights}</g>${lights}
<rect x="760" y="70" width="840" height="330" fill="url(#win)"/>
<g fill="#c4d6e6">${skyline(5, 760, 1600, 400, [60, 180], '#c4d6e6', '#c4d6e6', 0)}</g>${mullions}
<rect x="760" y="228" width="840" height="8" fill="#c5ccd6"/>
<rect y="420" width="${W}" height="${H - 420}" fill="url(#floor)"/>
<rect y="414" width="${W}" height="12" fill="#ffffff" fill-opacity=".6" filter="url(#soft)"/>
<g mask="url(#refl)">${draw(true)}</g>
${draw(false)}`
}

/** 3: a hatchback parked on a city street at blue hour. */
function cityStreet(): string {
  return `<defs>${linear('sky', [
    [0, '#0d1636'],
    [0.6, '#2c4384'],
    [1, '#e79a6e'],
  ])}${radial('glow', [
    [0, '#ffdb8a', 0.55],
    [1, '#ffdb8a', 0],
  ])}</defs>
<rect width="${W}" height="480" fill="url(#sky)"/>${stars(19, 30, 160)}
${skyline(23, 0, W, 480, [90, 190], '#33406e', '#ffd27a', 0.05)}
${skyline(29, 700, W, 480, [180, 340], '#1b2347', '#ffd27a', 0.35)}
<rect y="478" width="${W}" height="30" fill="#3a4160"/>
<rect y="508" width="${W}" height="${H - 508}" fill="#1f2336"/>
<rect y="506" width="${W}" height="4" fill="#8a90a8"/>
<path d="M0 600H${W}" stroke="#e8e4d8" stroke-width="5" stroke-dasharray="70 60" stroke-opacity=".6"/>
${streetLamp(820, 480, 230)}${streetLamp(1500, 480, 230)}
${placeCar('e', 'hatchback', PAINTS.yellow, 'dark', { x: 960, ground: 576, scale: 0.62 })}`
}

/** 4: an SUV on a mountain road. */
function mountainRoad(): string {
  const rnd = seeded(31)
  const trees = Array.from({ length: 26 }, () => {
    const x = 640 + rnd() * 960
    return pine(x, 470 + rnd() * 20, 40 + rnd() * 50, rnd() < 0.5 ? '#24553a' : '#2f6a45')
  }).join('')
  return `<defs>${linear('sky', [
    [0, '#3f7fd0'],
    [1, '#d3e8f8'],
  ])}<linearGradient id="snow" gradientUnits="userSpaceOnUse" x1="0" y1="100" x2="0" y2="440"><stop offset=".36" stop-color="#f4f8fc"/><stop offset=".44" stop-color="#a9bdd6"/><stop offset="1" stop-color="#8ea6c4"/></linearGradient>${linear(
    'hill',
    [
      [0, '#6aa05f'],
      [1, '#3f7447'],
    ],
  )}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${cloud(300, 120, 1.2, 0.7)}${cloud(1240, 90, 1)}${cloud(900, 170, 0.7, 0.6)}
<path d="${ridge(41, W, 440, 340, 320)}" fill="url(#snow)"/>
<path d="${ridge(43, W, 440, 170, 200)}" fill="#7892b0"/>
<path d="${hills(47, W, 500, 60, 5)}" fill="url(#hill)"/>
${trees}
<path d="M0 560Q400 530 800 548T${W} 540V${H}H0Z" fill="#4c7b4a"/>
<path d="M0 586Q400 556 800 574T${W} 566V618Q1200 628 800 624T0 640Z" fill="#3d4148"/>
<path d="M0 586Q400 556 800 574T${W} 566" fill="none" stroke="#e9e6dc" stroke-width="4"/>
${placeCar('f', 'suv', PAINTS.orange, 'dark', { x: 930, ground: 606, scale: 0.55 })}`
}

export const HEROES: readonly (() => string)[] = [duskRoad, showroom, cityStreet, mountainRoad]
