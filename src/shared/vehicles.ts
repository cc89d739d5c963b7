// The makes and models the Add a Car form offers, and a best-effort reading of a free listing
// name ("2019 Toyota Camry SE") into them. No zod: the add form loads it.

/** A make as the maker writes it, with its common current and recent models. */
export type VehicleMake = { make: string; models: readonly string[] }

// One line per make keeps the table readable; no model name has a comma. All-capitals brand
// styling is written in ordinary case ("Mini", "Ioniq 5", "Leaf").
const table: [make: string, models: string][] = [
  ['Acura', 'ILX, Integra, MDX, NSX, RDX, RLX, RSX, TL, TLX, TSX, ZDX'],
  ['Alfa Romeo', '4C, Giulia, Stelvio, Tonale'],
  ['Audi', 'A3, A4, A5, A6, A7, A8, e-tron, e-tron GT, Q3, Q4 e-tron, Q5, Q7, Q8, R8, S4, TT'],
  [
    'BMW',
    '2 Series, 3 Series, 4 Series, 5 Series, 7 Series, 8 Series, i3, i4, i5, i7, iX, M2, M3, M4, M5, X1, X2, X3, X4, X5, X6, X7, Z4',
  ],
  ['Buick', 'Cascada, Enclave, Encore, Encore GX, Envision, Envista, LaCrosse, Regal, Verano'],
  ['Cadillac', 'ATS, CT4, CT5, CT6, CTS, Escalade, Escalade ESV, Lyriq, SRX, XT4, XT5, XT6, XTS'],
  [
    'Chevrolet',
    'Blazer, Blazer EV, Bolt EUV, Bolt EV, Camaro, Colorado, Corvette, Cruze, Equinox, Equinox EV, Express, Impala, Malibu, Silverado 1500, Silverado 2500HD, Silverado 3500HD, Sonic, Spark, Suburban, Tahoe, Trailblazer, Traverse, Trax',
  ],
  ['Chrysler', '200, 300, Pacifica, PT Cruiser, Town & Country, Voyager'],
  [
    'Dodge',
    'Avenger, Caliber, Challenger, Charger, Dakota, Dart, Durango, Grand Caravan, Hornet, Journey, Nitro, Ram 1500, Ram 2500, Ram 3500, Viper',
  ],
  ['Fiat', '124 Spider, 500, 500e, 500L, 500X'],
  [
    'Ford',
    'Bronco, Bronco Sport, EcoSport, Edge, Escape, Expedition, Explorer, F-150, F-150 Lightning, F-250, F-350, Fiesta, Flex, Focus, Fusion, Maverick, Mustang, Mustang Mach-E, Ranger, Taurus, Transit, Transit Connect',
  ],
  ['Genesis', 'G70, G80, G90, GV60, GV70, GV80'],
  [
    'GMC',
    'Acadia, Canyon, Envoy, Hummer EV, Savana, Sierra 1500, Sierra 2500HD, Sierra 3500HD, Terrain, Yukon, Yukon XL',
  ],
  [
    'Honda',
    'Accord, Civic, Civic Type R, Clarity, CR-V, CR-Z, Element, Fit, HR-V, Insight, Odyssey, Passport, Pilot, Prologue, Ridgeline, S2000',
  ],
  [
    'Hyundai',
    'Accent, Azera, Elantra, Elantra N, Genesis, Genesis Coupe, Ioniq, Ioniq 5, Ioniq 6, Kona, Kona Electric, Nexo, Palisade, Santa Cruz, Santa Fe, Sonata, Tucson, Veloster, Venue',
  ],
  ['Infiniti', 'G35, G37, Q50, Q60, Q70, QX30, QX50, QX55, QX56, QX60, QX70, QX80'],
  ['Jaguar', 'E-Pace, F-Pace, F-Type, I-Pace, XE, XF, XJ'],
  [
    'Jeep',
    'Cherokee, Commander, Compass, Gladiator, Grand Cherokee, Grand Cherokee L, Grand Wagoneer, Liberty, Patriot, Renegade, Wagoneer, Wrangler',
  ],
  [
    'Kia',
    'Cadenza, Carnival, EV6, EV9, Forte, K5, K900, Niro, Optima, Rio, Sedona, Seltos, Sorento, Soul, Sportage, Stinger, Telluride',
  ],
  [
    'Land Rover',
    'Defender, Discovery, Discovery Sport, LR2, LR4, Range Rover, Range Rover Evoque, Range Rover Sport, Range Rover Velar',
  ],
  ['Lexus', 'ES, GS, GX, IS, LC, LS, LX, NX, RC, RX, RZ, TX, UX'],
  [
    'Lincoln',
    'Aviator, Continental, Corsair, MKC, MKS, MKT, MKX, MKZ, Nautilus, Navigator, Town Car',
  ],
  ['Lucid', 'Air, Gravity'],
  ['Maserati', 'Ghibli, GranTurismo, Grecale, Levante, MC20, Quattroporte'],
  [
    'Mazda',
    'CX-3, CX-30, CX-5, CX-50, CX-70, CX-9, CX-90, Mazda2, Mazda3, Mazda6, MX-30, MX-5 Miata, RX-8, Tribute',
  ],
  [
    'Mercedes-Benz',
    'A-Class, AMG GT, C-Class, CLA, CLS, E-Class, EQB, EQE, EQS, G-Class, GLA, GLB, GLC, GLE, GLS, Metris, S-Class, SL, Sprinter',
  ],
  ['Mini', 'Clubman, Convertible, Cooper, Cooper S, Cooper SE, Countryman, Paceman'],
  [
    'Mitsubishi',
    'Eclipse Cross, Endeavor, Galant, Lancer, Mirage, Mirage G4, Outlander, Outlander PHEV, Outlander Sport',
  ],
  [
    'Nissan',
    '370Z, Altima, Ariya, Armada, Frontier, GT-R, Juke, Kicks, Leaf, Maxima, Murano, Pathfinder, Quest, Rogue, Rogue Sport, Sentra, Titan, Versa, Xterra, Z',
  ],
  ['Polestar', 'Polestar 1, Polestar 2, Polestar 3, Polestar 4'],
  ['Porsche', '718 Boxster, 718 Cayman, 911, Boxster, Cayenne, Cayman, Macan, Panamera, Taycan'],
  ['Ram', '1500, 1500 Classic, 2500, 3500, ProMaster, ProMaster City'],
  ['Rivian', 'R1S, R1T'],
  [
    'Subaru',
    'Ascent, Baja, BRZ, Crosstrek, Forester, Impreza, Legacy, Outback, Solterra, Tribeca, WRX, WRX STI',
  ],
  ['Tesla', 'Cybertruck, Model 3, Model S, Model X, Model Y'],
  [
    'Toyota',
    '4Runner, 86, Avalon, bZ4X, C-HR, Camry, Corolla, Corolla Cross, Crown, FJ Cruiser, GR Corolla, GR Supra, GR86, Highlander, Land Cruiser, Mirai, Prius, Prius Prime, RAV4, RAV4 Prime, Sequoia, Sienna, Supra, Tacoma, Tundra, Venza, Yaris',
  ],
  [
    'Volkswagen',
    'Arteon, Atlas, Atlas Cross Sport, Beetle, CC, e-Golf, Golf, Golf GTI, Golf R, GTI, ID.4, Jetta, Passat, Taos, Tiguan, Touareg',
  ],
  [
    'Volvo',
    'C40 Recharge, EX30, EX90, S60, S90, V60, V60 Cross Country, V90, V90 Cross Country, XC40, XC60, XC90',
  ],
]

/** The makes the Add a Car form offers, A to Z, each with its models. */
export const vehicleMakes: readonly VehicleMake[] = table.map(([make, models]) => ({
  make,
  models: models.split(', '),
}))

// Names people write for a make besides its own (compared folded, see `fold`).
const makeAliases: Record<string, string> = {
  alfa: 'Alfa Romeo',
  benz: 'Mercedes-Benz',
  chevy: 'Chevrolet',
  merc: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  vw: 'Volkswagen',
}

// Names people write for a model besides its own, per make.
const modelAliases: Record<string, Record<string, string>> = {
  Mazda: { miata: 'MX-5 Miata', mx5: 'MX-5 Miata' },
}

/** Lower case without accents, spaces or punctuation: "Mercedes-Benz" and "mercedes benz" agree. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

const makeByName = new Map<string, string>([
  ...vehicleMakes.map(({ make }): [string, string] => [fold(make), make]),
  ...Object.entries(makeAliases),
])

/** The make a text names, as the form writes it ("chevy" gives "Chevrolet"), or null. */
export function findMake(text: string): string | null {
  return makeByName.get(fold(text)) ?? null
}

/** The models of a make (any name `findMake` knows), or none for an unknown make. */
export function modelsOf(make: string): readonly string[] {
  const canonical = findMake(make)
  return vehicleMakes.find((m) => m.make === canonical)?.models ?? []
}

/** What `splitName` could read from a listing name; null for whatever it could not tell. */
export type SplitName = {
  make: string | null
  model: string | null
  modelYear: number | null
  trim: string | null
}

type Token = { folded: string; start: number; end: number }
type Match = { name: string; first: number; last: number; length: number }

// The longest run of tokens from `first` that, joined, spells one of the names (keys folded):
// "F150", "f 150" and "F-150" all spell "f150". A year (folded to '') ends the run.
function matchAt(tokens: Token[], first: number, names: Map<string, string>): Match | null {
  let best: Match | null = null
  let joined = ''
  for (let last = first; last < tokens.length; last++) {
    const folded = tokens[last]?.folded ?? ''
    if (folded === '') break
    joined += folded
    const name = names.get(joined)
    if (name !== undefined) best = { name, first, last, length: joined.length }
  }
  return best
}

// The longest name anywhere in the tokens; of two as long, the first in the text.
function longestMatch(tokens: Token[], names: Map<string, string>): Match | null {
  let best: Match | null = null
  for (let first = 0; first < tokens.length; first++) {
    const match = matchAt(tokens, first, names)
    if (match && match.length > (best?.length ?? 0)) best = match
  }
  return best
}

// The first make named: in "Dodge Ram 1500" the make is Dodge, and Ram 1500 the model.
function firstMake(tokens: Token[]): Match | null {
  for (let first = 0; first < tokens.length; first++) {
    const match = matchAt(tokens, first, makeByName)
    if (match) return match
  }
  return null
}

function modelMatch(tokens: Token[], make: string): Match | null {
  const names = new Map(modelsOf(make).map((model): [string, string] => [fold(model), model]))
  for (const [alias, model] of Object.entries(modelAliases[make] ?? {})) names.set(alias, model)
  return longestMatch(tokens, names)
}

const yearPattern = /^(19|20)\d\d$/

// What follows the model, without years, empty brackets or the punctuation around it.
function trimOf(rest: string): string | null {
  const trim = rest
    .replace(/(?<![\p{L}\p{N}])(19|20)\d\d(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:/|.\u2013\u2014-]+|[\s,;:/|.\u2013\u2014-]+$/g, '')
  return trim === '' ? null : trim
}

/**
 * Reads a free listing name such as "2019 Toyota Camry SE" or "Honda CR-V EX-L 2018": a year
 * from 1980 to next year, the make it names (else `make`), the longest model of that make it
 * names, and what follows the model as the trim. Used to migrate old listings, so it never
 * throws and gives null rather than guess.
 */
export function splitName(name: string, make?: string | null): SplitName {
  // Old rows are read without a schema: a missing name must not throw.
  const text = typeof name === 'string' ? name : ''
  const tokens: Token[] = []
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = yearPattern.test(m[0]) ? '' : fold(m[0])
    tokens.push({ folded, start: m.index, end: m.index + m[0].length })
  }

  // Any 19xx or 20xx is read as a year, never as part of a model or trim (its token is folded to
  // ''); the model year is the one year from 1980 to next year, if there is exactly one.
  const latest = new Date().getFullYear() + 1
  const years = new Set(
    tokens
      .filter((t) => t.folded === '')
      .map((t) => Number(text.slice(t.start, t.end)))
      .filter((year) => year >= 1980 && year <= latest),
  )
  const modelYear = years.size === 1 ? ([...years][0] ?? null) : null

  // The make named wins over the one given, unless only the given make's models match: "Genesis
  // 3.8" listed as a Hyundai is a Hyundai Genesis.
  const given = typeof make === 'string' ? findMake(make) : null
  const namedMatch = firstMake(tokens)
  const named = namedMatch?.name ?? null
  let found = named ?? given
  let model = found ? modelMatch(tokens, found) : null
  if (!model && given && named && given !== named) {
    const givenModel = modelMatch(tokens, given)
    if (givenModel) [found, model] = [given, givenModel]
  }

  // The trim follows the model, and the make when that comes after ("Camry Toyota SE").
  if (!model) return { make: found, model: null, modelYear, trim: null }
  const last = namedMatch && found === named ? Math.max(model.last, namedMatch.last) : model.last
  const rest = text.slice(tokens[last]?.end ?? text.length)
  return { make: found, model: model.name, modelYear, trim: trimOf(rest) }
}

/**
 * The makes and models that begin with what was typed, makes first: "toy" gives Toyota, "toyota
 * cam" and "cam" give Toyota Camry (and "cam" Chevrolet Camaro), "chevy" gives Chevrolet.
 */
export function vehicleSuggestions(text: string): { make: string; model?: string }[] {
  const typed = fold(text)
  if (!typed) return []
  const makes: { make: string }[] = []
  const models: { make: string; model: string }[] = []
  for (const { make, models: list } of vehicleMakes) {
    const names = [fold(make), ...Object.keys(makeAliases).filter((a) => makeAliases[a] === make)]
    if (names.some((n) => n.startsWith(typed))) makes.push({ make })
    for (const model of list) {
      const name = fold(model)
      const afterMake = names.some((n) => typed.length > n.length && (n + name).startsWith(typed))
      if (afterMake || name.startsWith(typed)) models.push({ make, model })
    }
  }
  return [...makes, ...models]
}
