import { SIDE_BODIES, type BodyType } from './car-bodies'
import { rearCar, rearShadow } from './car-rear'
import { sideCar, sideShadow } from './car-side'
import type { Paint } from './palette'
import { brandPaint } from './palette'
import { blur, linear, radial } from './svg'
import type { RimStyle } from './wheel'

/** Every car photo is drawn on a 1200 x 900 canvas and scaled down for the smaller widths. */
export const PHOTO_W = 1200
export const PHOTO_H = 900

const GROUND = 700

/** Where a side-view car sits on the canvas: similar visual mass for long and short cars. */
function placement(type: BodyType): { x: number; scale: number } {
  const len = SIDE_BODIES[type].length
  const scale = Math.min(1.18, 990 / len)
  return { x: (PHOTO_W - len * scale) / 2, scale }
}

/** A studio: graded wall, soft spotlight, a floor that reflects the car faintly. */
function studio(p: Paint, horizon: number): string {
  return `<defs>${linear('wall', [
    [0, p.wall[0]],
    [1, p.wall[1]],
  ])}${linear('floor', [
    [0, p.floor[1]],
    [1, p.floor[0]],
  ])}${radial('spot', [
    [0, '#ffffff', 0.55],
    [1, '#ffffff', 0],
  ])}${blur('soft', 18)}</defs>
<rect width="${PHOTO_W}" height="${horizon}" fill="url(#wall)"/>
<rect y="${horizon}" width="${PHOTO_W}" height="${PHOTO_H - horizon}" fill="url(#floor)"/>
<rect y="${horizon - 20}" width="${PHOTO_W}" height="40" fill="${p.wall[1]}" fill-opacity=".6" filter="url(#soft)"/>
<ellipse cx="600" cy="${horizon - 60}" rx="620" ry="330" fill="url(#spot)"/>
<ellipse cx="600" cy="${GROUND + 10}" rx="560" ry="90" fill="url(#spot)"/>`
}

/** The listing's main photo: the car from the side in a studio. */
export function sidePhoto(type: BodyType, p: Paint, rim: RimStyle, key: string): string {
  const { x, scale } = placement(type)
  const t = `translate(${x} ${GROUND}) scale(${scale})`
  const car = sideCar(key, type, p, rim)
  return `${studio(p, 500)}
<defs>${linear('fade', [
    [0, '#ffffff', 0.22],
    [0.5, '#ffffff', 0],
  ])}<mask id="refl" maskUnits="userSpaceOnUse" x="0" y="${GROUND}" width="${PHOTO_W}" height="${PHOTO_H - GROUND}"><rect x="0" y="${GROUND}" width="${PHOTO_W}" height="${PHOTO_H - GROUND}" fill="url(#fade)"/></mask></defs>
<g mask="url(#refl)"><g transform="translate(${x} ${GROUND}) scale(${scale} ${-scale})">${sideCar(`${key}m`, type, p, rim)}</g></g>
<g transform="${t}">${sideShadow(key, type)}${car}</g>`
}

/** The second photo: the same car from behind, on an open road. */
export function rearPhoto(type: BodyType, p: Paint, key: string): string {
  const horizon = 470
  return `<defs>${linear('sky', [
    [0, p.sky[0]],
    [1, p.sky[1]],
  ])}${linear('road', [
    [0, '#59606b'],
    [1, '#2c3139'],
  ])}${linear('verge', [
    [0, p.land],
    [1, '#3f4a3f'],
  ])}${radial('sun', [
    [0, '#ffffff', 0.8],
    [1, '#ffffff', 0],
  ])}</defs>
<rect width="${PHOTO_W}" height="${horizon}" fill="url(#sky)"/>
<ellipse cx="600" cy="${horizon}" rx="700" ry="220" fill="url(#sun)"/>
<path d="M0 ${horizon}L0 400Q160 340 320 390T640 380T960 370T1200 395L1200 ${horizon}Z" fill="${p.land}" fill-opacity=".55"/>
<path d="M0 ${horizon}L0 430Q220 400 420 440T800 430T1200 440L1200 ${horizon}Z" fill="${p.land}"/>
<rect y="${horizon - 2}" width="${PHOTO_W}" height="${PHOTO_H - horizon + 2}" fill="url(#verge)"/>
<path d="M560 ${horizon}L640 ${horizon}L1320 ${PHOTO_H}L-120 ${PHOTO_H}Z" fill="url(#road)"/>
<path d="M570 ${horizon}L575 ${horizon}L60 ${PHOTO_H}L20 ${PHOTO_H}Z M630 ${horizon}L625 ${horizon}L1140 ${PHOTO_H}L1180 ${PHOTO_H}Z" fill="#f1f1ee" fill-opacity=".85"/>
<g transform="translate(600 ${GROUND + 60}) scale(1.15)">${rearShadow(key, type)}${rearCar(key, type, p)}</g>`
}

/** Backdrop colours (top, bottom, accent disc) of each category tile. */
const TILE: Record<BodyType, readonly [string, string, string]> = {
  sedan: ['#e3f6ee', '#bfe8d6', '#8fd6b8'],
  suv: ['#fdf0d2', '#f6d9a0', '#f0bd62'],
  hatchback: ['#fde4e4', '#f8c4c6', '#f19ea3'],
  pickup: ['#f3e6da', '#e2c8b0', '#c99a72'],
  coupe: ['#eee6fb', '#d9c8f5', '#b89ae8'],
  convertible: ['#def5f7', '#b6e6ec', '#7fd0da'],
}

/** A category tile: the body type in the brand colour on a backdrop of its own. */
export function categoryTile(type: BodyType): string {
  const [top, bottom, accent] = TILE[type]
  const { x, scale } = placement(type)
  const s = scale * 0.92
  const cx = (PHOTO_W - SIDE_BODIES[type].length * s) / 2
  return `<defs>${linear('tile', [
    [0, top],
    [1, bottom],
  ])}${linear('band', [
    [0, accent, 0.55],
    [1, accent, 0.15],
  ])}</defs>
<rect width="${PHOTO_W}" height="${PHOTO_H}" fill="url(#tile)"/>
<circle cx="${x + 760 * scale}" cy="330" r="260" fill="${accent}" fill-opacity=".45"/>
<circle cx="${x + 120}" cy="180" r="90" fill="#ffffff" fill-opacity=".35"/>
<rect y="${GROUND - 30}" width="${PHOTO_W}" height="${PHOTO_H - GROUND + 30}" fill="url(#band)"/>
<g transform="translate(${cx} ${GROUND}) scale(${s})">${sideShadow('k', type)}${sideCar('k', type, brandPaint, 'silver')}</g>`
}
