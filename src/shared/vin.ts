// Offline decoding of a 17-character North American VIN (ISO 3779, 49 CFR 565): the check
// digit, the make from the manufacturer code and the model year. No zod: the add form loads it.

/** What `decodeVin` says about a VIN: the normalised VIN and what it tells, or why it is refused. */
export type VinResult =
  | { ok: true; vin: string; make: string | null; modelYear: number | null }
  | { ok: false; error: string }

/** The texts shown under the VIN field when `decodeVin` refuses a VIN. */
export const vinErrors = {
  length: 'A VIN has 17 characters',
  ioq: 'A VIN never contains I, O or Q',
  characters: 'A VIN has only letters and digits',
  checkDigit: "This VIN's check digit does not match: check it for a typo",
} as const

// The make behind each world manufacturer identifier (the first 3 characters), for the makes
// sold in the US. A code shared by several brands of a group is left out on purpose (Stellantis'
// 1C3, 1C4, 1C6, 2C3, 2C4, 3C3, 3C4; Nissan and Infiniti's JN1, JN8, 5N1; Nissan's 3N6, also on
// the Chevrolet City Express): an unknown make is better than a wrong one. Two known exceptions
// stay in, because nearly every car under them is of that make: JF1 also covers the Subaru-built
// Toyota 86 and GR86, KMH the first Genesis G80 and G90 (2017).
const manufacturerCodes: [make: string, codes: string][] = [
  ['Acura', '19U 2HN 5J8 JH4'],
  ['Alfa Romeo', 'ZAR ZAS'],
  ['Audi', 'TRU WA1 WAU WUA'],
  ['BMW', '4US 5UX 5YM WBA WBS WBX WBY'],
  ['Buick', '1G4 2G4 5GA KL4'],
  ['Cadillac', '1G6 1GY'],
  ['Chevrolet', '1G1 1GB 1GC 1GN 2G1 2GC 2GN 3G1 3GC 3GN KL7 KL8'],
  ['Chrysler', '2A4 2A8 3A4'],
  ['Dodge', '1B3 1D4 2B3'],
  ['Fiat', 'ZFA'],
  ['Ford', '1FA 1FB 1FC 1FD 1FM 1FT 1ZV 2FA 2FM 2FT 3FA 3FM 3FT NM0'],
  ['Genesis', 'KMT'],
  ['GMC', '1GD 1GK 1GT 2GK 2GT 3GK 3GT'],
  ['Honda', '19X 1HG 2HG 2HK 5FN 5FP 5J6 JHL JHM SHH'],
  ['Hyundai', '5NM 5NP KM8 KMH'],
  ['Infiniti', '5N3 JNK JNR'],
  ['Jaguar', 'SAD SAJ'],
  ['Jeep', '1J4 1J8'],
  ['Kia', '3KP 5XX 5XY KNA KND'],
  ['Land Rover', 'SAL'],
  ['Lexus', '2T2 58A JT6 JT8 JTH JTJ'],
  ['Lincoln', '1LN 2LM 3LN 5LM'],
  ['Lucid', '50E'],
  ['Maserati', 'ZAM'],
  ['Mazda', '1YV 3MZ JM1 JM3'],
  ['Mercedes-Benz', '4JG 55S W1K W1N WDB WDC WDD'],
  ['Mini', 'WMW WMZ'],
  ['Mitsubishi', '4A3 4A4 JA3 JA4 ML3'],
  ['Nissan', '1N4 1N6 3N1'],
  ['Polestar', 'LPS'],
  ['Porsche', 'WP0 WP1'],
  ['Ram', '3C6'],
  ['Rivian', '7FC'],
  ['Subaru', '4S3 4S4 JF1 JF2'],
  ['Tesla', '5YJ 7SA LRW'],
  ['Toyota', '1NX 2T1 2T3 3TM 4T1 4T3 5TB 5TD 5TE 5TF 5YF JT2 JT3 JT4 JTD JTE JTM JTN'],
  ['Volkswagen', '1V2 1VW 3VV 3VW WVG WVW'],
  ['Volvo', '7JR LYV YV1 YV4'],
]

const makeByCode = new Map(
  manufacturerCodes.flatMap(([make, codes]) =>
    codes.split(' ').map((code): [string, string] => [code, make]),
  ),
)

/** Every make `decodeVin` can name, for checking that the add form offers each of them. */
export const vinMakes: readonly string[] = manufacturerCodes.map(([make]) => make)

// Transliteration of letters for the check digit: A-H are 1-8, J-N 1-5, P 7, R 9, S-Z 2-9.
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const letterValues = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

function characterValue(c: string): number {
  return /\d/.test(c) ? Number(c) : (letterValues[letters.indexOf(c)] ?? 0)
}

/** The check digit position 9 must hold: '0'-'9', or 'X' for a remainder of 10. */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += characterValue(vin.charAt(i)) * (weights[i] ?? 0)
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

// Position 10 runs through these 30 codes, from 1980 and again from 2010.
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789'

function modelYearOf(vin: string, now: Date): number | null {
  const index = yearCodes.indexOf(vin.charAt(9))
  if (index < 0) return null
  // For cars, MPVs and light trucks, position 7 is a digit up to 2009 and a letter from 2010.
  let year = 1980 + index + (/\d/.test(vin.charAt(6)) ? 0 : 30)
  // Cars made before 2010 may have a letter there too: no car is from beyond next year.
  if (year > now.getFullYear() + 1) year -= 30
  return year >= 1980 ? year : null
}

/**
 * Checks and decodes a VIN as typed (case, spaces and hyphens do not matter). Refuses it with one
 * of `vinErrors`; an unknown manufacturer or year code is not an error, it gives null.
 */
export function decodeVin(input: string, now: Date = new Date()): VinResult {
  // Checked before upper-casing, which turns some other letters into A-Z ('ß' into 'SS').
  const typed = input.replace(/[\s-]/g, '')
  if (!/^[A-Za-z0-9]*$/.test(typed)) return { ok: false, error: vinErrors.characters }
  const vin = typed.toUpperCase()
  if (/[IOQ]/.test(vin)) return { ok: false, error: vinErrors.ioq }
  if (vin.length !== 17) return { ok: false, error: vinErrors.length }
  if (vin.charAt(8) !== vinCheckDigit(vin)) return { ok: false, error: vinErrors.checkDigit }
  return {
    ok: true,
    vin,
    make: makeByCode.get(vin.slice(0, 3)) ?? null,
    modelYear: modelYearOf(vin, now),
  }
}
