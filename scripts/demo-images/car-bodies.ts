import type { Pt } from './svg'

/**
 * Side-view geometry of each body type, facing right. x runs from the rear bumper (0) to the
 * front; y is the height above the ground (the renderer flips it). Units are pixels of the
 * 1200-wide photo, so a sedan is about 900 long, like a 4.8 m car at 190 px/m.
 */
export interface SideBody {
  length: number
  wheelR: number
  /** Rear and front axle x. */
  axles: readonly [number, number]
  /** The painted outline, corners rounded by each vertex's radius. */
  shell: Pt[]
  glass: Pt[][]
  /** Dark pillars drawn over the glass. */
  pillars: Pt[][]
  /** Panel gaps as polylines. */
  doors: Pt[][]
  handles: Pt[]
  mirror: readonly [number, number]
  head: Pt[]
  tail: Pt[]
  intake: Pt[]
  /** Height of the shoulder crease that catches the light. */
  shoulder: readonly [number, number]
  /** Roof rails from x to x. */
  rails?: readonly [number, number]
}

export const BODY_TYPES = ['sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'convertible'] as const
export type BodyType = (typeof BODY_TYPES)[number]

/** Points written as "x,y,radius x,y,radius ...", which keeps the tables below readable. */
const pts = (s: string): Pt[] =>
  s.split(' ').map((p) => {
    const [x = 0, y = 0, r = 0] = p.split(',').map(Number)
    return [x, y, r] as const
  })

const sedan: SideBody = {
  length: 905,
  wheelR: 70,
  axles: [190, 722],
  shell: pts(
    '22,36,14 0,78,22 6,170,26 200,192,50 350,276,80 560,280,70 692,198,36 872,162,50 905,118,26 898,40,16',
  ),
  glass: [pts('236,200,8 358,262,36 556,266,30 668,204,8')],
  pillars: [pts('462,200 478,200 478,268 462,268')],
  doors: [pts('300,196 286,100 292,46'), pts('470,200 470,46'), pts('674,198 650,120 640,46')],
  handles: pts('338,172 510,172'),
  mirror: [660, 206],
  head: pts('812,168,6 886,150,8 900,126,6 828,148,6'),
  tail: pts('4,168,6 62,176,6 60,160,6 3,146,6'),
  intake: pts('820,78,10 896,80,10 894,52,10 826,50,10'),
  shoulder: [160, 168],
}

const suv: SideBody = {
  length: 830,
  wheelR: 82,
  axles: [172, 654],
  shell: pts(
    '16,62,14 0,110,18 4,250,16 28,352,36 526,360,60 650,262,30 806,240,40 830,200,22 826,66,14',
  ),
  glass: [pts('42,266,10 56,336,22 516,342,34 628,268,8')],
  pillars: [pts('168,262 204,262 210,346 158,346'), pts('404,262 420,262 420,346 404,346')],
  doors: [pts('212,260 212,150 262,72'), pts('412,262 412,72'), pts('632,262 566,150 552,72')],
  handles: pts('246,238 446,238'),
  mirror: [618, 270],
  head: pts('748,244,6 818,232,8 830,210,6 756,224,6'),
  tail: pts('4,254,6 40,258,6 40,200,8 4,196,6'),
  intake: pts('758,120,10 828,122,10 828,82,10 764,80,10'),
  shoulder: [238, 246],
  rails: [70, 470],
}

const hatchback: SideBody = {
  length: 720,
  wheelR: 66,
  axles: [138, 578],
  shell: pts(
    '16,38,12 0,86,18 6,190,16 70,274,40 360,284,70 532,200,32 695,166,44 720,124,22 714,42,14',
  ),
  glass: [pts('84,206,6 104,262,20 356,270,30 510,206,8')],
  pillars: [pts('146,204 182,204 174,272 126,268'), pts('304,204 318,204 318,276 304,276')],
  doors: [pts('186,202 186,110 210,44'), pts('311,204 311,44'), pts('516,200 492,120 486,44')],
  handles: pts('214,180 348,180'),
  mirror: [506, 208],
  head: pts('648,172,6 706,158,8 716,134,6 660,154,6'),
  tail: pts('8,192,6 44,200,6 38,158,8 3,154,6'),
  intake: pts('654,80,10 714,82,10 712,54,10 660,52,10'),
  shoulder: [166, 174],
}

const pickup: SideBody = {
  length: 990,
  wheelR: 78,
  axles: [205, 792],
  shell: pts(
    '16,58,10 0,104,10 0,214,6 344,214,4 346,340,24 612,348,44 730,248,28 950,232,30 986,196,14 982,62,12',
  ),
  glass: [pts('362,254,8 364,326,18 600,334,30 708,256,8')],
  pillars: [pts('518,252 534,252 534,336 518,336')],
  doors: [
    pts('344,214 344,66'),
    pts('352,250 352,66'),
    pts('526,250 526,66'),
    pts('714,250 700,150 694,66'),
    pts('6,200 6,70'),
  ],
  handles: pts('386,226 560,226'),
  mirror: [700, 260],
  head: pts('900,236,6 972,224,6 984,200,6 906,212,6'),
  tail: pts('0,206,4 22,206,4 22,140,4 0,140,4'),
  intake: pts('900,196,8 986,196,8 984,110,8 904,112,8'),
  shoulder: [200, 208],
}

const coupe: SideBody = {
  length: 885,
  wheelR: 72,
  axles: [192, 690],
  shell: pts(
    '22,36,14 0,82,20 6,162,22 130,178,50 380,250,110 500,252,60 642,178,32 852,136,50 885,102,22 878,38,14',
  ),
  glass: [pts('250,186,4 392,238,40 490,240,24 618,186,8')],
  pillars: [pts('436,186 448,186 448,244 436,244')],
  doors: [pts('296,180 286,90 300,42'), pts('626,178 606,110 600,42')],
  handles: pts('336,158'),
  mirror: [612, 188],
  head: pts('790,146,6 870,126,8 882,108,6 806,128,6'),
  tail: pts('6,160,6 70,168,6 66,152,6 3,142,6'),
  intake: pts('800,74,10 878,76,10 876,46,10 806,44,10'),
  shoulder: [150, 158],
}

const convertible: SideBody = {
  length: 870,
  wheelR: 70,
  axles: [186, 684],
  shell: pts('22,36,14 0,82,20 6,166,22 230,184,30 612,188,16 846,146,50 870,110,22 864,38,14'),
  glass: [],
  pillars: [],
  doors: [pts('300,182 288,90 300,42'), pts('612,184 596,110 590,42')],
  handles: pts('336,162'),
  mirror: [598, 194],
  head: pts('786,152,6 858,134,8 868,114,6 800,136,6'),
  tail: pts('6,164,6 66,172,6 62,156,6 3,146,6'),
  intake: pts('790,76,10 862,78,10 860,48,10 796,46,10'),
  shoulder: [152, 160],
}

export const SIDE_BODIES: Record<BodyType, SideBody> = {
  sedan,
  suv,
  hatchback,
  pickup,
  coupe,
  convertible,
}

/** Rear-view proportions, centred on x = 0 with the ground at height 0. */
export interface RearBody {
  w: number
  sill: number
  belt: number
  roof: number
  roofW: number
  glass: readonly [bottom: number, top: number]
  tail: readonly [bottom: number, top: number]
  tyre: readonly [width: number, height: number]
}

export const REAR_BODIES: Record<BodyType, RearBody> = {
  sedan: {
    w: 560,
    sill: 50,
    belt: 282,
    roof: 430,
    roofW: 350,
    glass: [300, 408],
    tail: [212, 260],
    tyre: [86, 120],
  },
  suv: {
    w: 590,
    sill: 82,
    belt: 350,
    roof: 555,
    roofW: 440,
    glass: [372, 520],
    tail: [236, 318],
    tyre: [98, 150],
  },
  hatchback: {
    w: 520,
    sill: 46,
    belt: 268,
    roof: 440,
    roofW: 370,
    glass: [282, 410],
    tail: [222, 280],
    tyre: [80, 116],
  },
  pickup: {
    w: 610,
    sill: 78,
    belt: 318,
    roof: 520,
    roofW: 450,
    glass: [360, 470],
    tail: [170, 312],
    tyre: [100, 150],
  },
  coupe: {
    w: 590,
    sill: 40,
    belt: 246,
    roof: 378,
    roofW: 300,
    glass: [262, 356],
    tail: [204, 236],
    tyre: [100, 112],
  },
  convertible: {
    w: 570,
    sill: 42,
    belt: 262,
    roof: 262,
    roofW: 420,
    glass: [0, 0],
    tail: [206, 246],
    tyre: [92, 114],
  },
}
