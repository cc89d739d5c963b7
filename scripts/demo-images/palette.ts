/** Paint colours and the backdrop each paint is photographed against. */

export const BRAND = '#2563eb'

export interface Paint {
  base: string
  /** Colour of the highlight band on the shoulder; near white for most paints. */
  shine: string
  /** Studio wall (top, bottom) and floor (near, far) behind the side view. */
  wall: readonly [string, string]
  floor: readonly [string, string]
  /** Sky (top, horizon) and far landscape tone for the rear view outdoors. */
  sky: readonly [string, string]
  land: string
}

export const PAINTS = {
  red: {
    base: '#c1121f',
    shine: '#ffd6d6',
    wall: ['#eceff3', '#d9dee5'],
    floor: ['#b9c0ca', '#cfd5dc'],
    sky: ['#8fb8e8', '#f3e3cf'],
    land: '#8a9bb0',
  },
  blue: {
    base: '#1d4fb8',
    shine: '#d6e6ff',
    wall: ['#f3ece4', '#e4d9cc'],
    floor: ['#c8baa8', '#dccfbf'],
    sky: ['#f0a56b', '#fbe2b5'],
    land: '#9a7f74',
  },
  silver: {
    base: '#aab2bd',
    shine: '#ffffff',
    wall: ['#34465c', '#24344a'],
    floor: ['#1a2535', '#2a3a50'],
    sky: ['#5d86c6', '#d7e6f5'],
    land: '#6f8aa3',
  },
  black: {
    base: '#202329',
    shine: '#aab4c3',
    wall: ['#f1efe9', '#dedad1'],
    floor: ['#bdb7ab', '#d3cec4'],
    sky: ['#a9c9e8', '#eef3f6'],
    land: '#9fb2a6',
  },
  white: {
    base: '#eef0f3',
    shine: '#ffffff',
    wall: ['#5b6f86', '#46586d'],
    floor: ['#2f3d4e', '#46566a'],
    sky: ['#3a4e8c', '#f2a97e'],
    land: '#5d5a7d',
  },
  green: {
    base: '#1f6b47',
    shine: '#d5f5e3',
    wall: ['#f4eee2', '#e6dcc9'],
    floor: ['#c7b99f', '#dbcfb8'],
    sky: ['#9ed0e6', '#f2efe0'],
    land: '#8fae8a',
  },
  orange: {
    base: '#ec6a1c',
    shine: '#ffe3cc',
    wall: ['#e2e9f1', '#cdd7e3'],
    floor: ['#a9b6c6', '#c3cedb'],
    sky: ['#6fa7dc', '#e6f0f7'],
    land: '#7f97ad',
  },
  yellow: {
    base: '#f2bf1a',
    shine: '#fff6cf',
    wall: ['#3c4656', '#2b3442'],
    floor: ['#1f2631', '#323c4b'],
    sky: ['#4d6fb5', '#f6c98f'],
    land: '#6a6790',
  },
} satisfies Record<string, Paint>

export type PaintName = keyof typeof PAINTS
export const PAINT_NAMES = Object.keys(PAINTS) as PaintName[]

export const brandPaint: Paint = { ...PAINTS.blue, base: BRAND, shine: '#dbe7ff' }

/** Paints that look best on dark rims. */
export const DARK_RIMS: ReadonlySet<PaintName> = new Set(['white', 'yellow', 'orange'])
