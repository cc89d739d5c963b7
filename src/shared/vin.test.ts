import { describe, expect, it } from 'vitest'
import { decodeVin, vinCheckDigit, vinErrors } from './vin'

const june2025 = new Date(2025, 5, 15)
/** decodeVin's answer when it refuses a VIN. */
const refused = (error: string) => ({ ok: false, error })

describe('decodeVin', () => {
  it('decodes real VINs: make from the first 3 characters, year from the 10th', () => {
    expect(decodeVin('1HGCM82633A004352', june2025)).toEqual({
      ok: true,
      vin: '1HGCM82633A004352',
      make: 'Honda',
      modelYear: 2003,
    })
    for (const [vin, make, modelYear] of [
      ['5YJ3E1EA2KF317000', 'Tesla', 2019],
      ['1FTEW1EP0MFA12345', 'Ford', 2021],
      ['2HKRW2H82JH612345', 'Honda', 2018],
      ['WBA8E9G58GNT12345', 'BMW', 2016],
      ['SALGS2SV7JA123456', 'Land Rover', 2018],
    ] as const) {
      expect(decodeVin(vin, june2025)).toMatchObject({ make, modelYear })
    }
  })

  it('accepts lower case, spaces and hyphens', () => {
    expect(decodeVin('  1hgcm8-2633-a004352 ', june2025)).toMatchObject({
      ok: true,
      vin: '1HGCM82633A004352',
    })
    expect(decodeVin('1HG CM82 633A 004352', june2025)).toMatchObject({ ok: true })
  })

  it('gives no make for an unknown manufacturer or one a group shares, without refusing', () => {
    // 1M8: Motor Coach Industries, the textbook example VIN.
    expect(decodeVin('1M8GDM9AXKP042788', june2025)).toEqual({
      ok: true,
      vin: '1M8GDM9AXKP042788',
      make: null,
      modelYear: 1989,
    })
    // 1C4 is on Jeeps, Dodges and Chryslers alike.
    expect(decodeVin('1C4HJXDG7LW123456', june2025)).toMatchObject({ make: null, modelYear: 2020 })
  })

  it('refuses a wrong length', () => {
    expect(decodeVin('1HGCM82633A00435', june2025)).toEqual(refused(vinErrors.length))
    expect(decodeVin('1HGCM82633A0043521', june2025)).toEqual(refused(vinErrors.length))
    expect(decodeVin('', june2025)).toEqual(refused(vinErrors.length))
    expect(vinErrors.length).toBe('A VIN has 17 characters')
  })

  it('refuses I, O and Q, in either case, and anything but letters and digits', () => {
    expect(decodeVin('1HGCM82633AOO4352', june2025)).toEqual(refused(vinErrors.ioq))
    expect(decodeVin('1HGCM82633Ai04352', june2025)).toEqual(refused(vinErrors.ioq))
    expect(decodeVin('1HGCM82633Q004352', june2025)).toEqual(refused(vinErrors.ioq))
    expect(decodeVin('1HGCM82633A00435#', june2025)).toEqual(refused(vinErrors.characters))
    // Upper-cased, 'ß' would become 'SS': it is refused as typed.
    expect(decodeVin('1HGCM82633A0043ß', june2025)).toEqual(refused(vinErrors.characters))
  })

  it('refuses a check digit that does not match', () => {
    expect(decodeVin('1HGCM82643A004352', june2025)).toEqual(refused(vinErrors.checkDigit))
    // One character mistyped elsewhere changes the digit the VIN needs.
    expect(decodeVin('1HGCM82633A004353', june2025)).toEqual(refused(vinErrors.checkDigit))
  })

  it('computes the check digit, X for a remainder of 10', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3')
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(vinCheckDigit('11111111111111111')).toBe('1')
  })

  it('reads the year cycle from position 7: a digit up to 2009, a letter from 2010', () => {
    expect(decodeVin('1FAFP4040YF123456', june2025)).toMatchObject({
      make: 'Ford',
      modelYear: 2000,
    })
    expect(decodeVin('JTDKN3DU4T1234567', june2025)).toMatchObject({
      make: 'Toyota',
      modelYear: 2026,
    })
  })

  it('never gives a year later than next year: it takes the earlier cycle', () => {
    expect(decodeVin('JTDKN3DU5Y1234567', june2025)).toMatchObject({ modelYear: 2000 })
    expect(decodeVin('JTDKN3DU5Y1234567', new Date(2029, 0, 1))).toMatchObject({
      modelYear: 2030,
    })
    expect(decodeVin('JTDKN3DU4T1234567', new Date(2024, 11, 31))).toMatchObject({
      modelYear: 1996,
    })
  })

  it('gives no year for a code that is not a year, without refusing', () => {
    expect(decodeVin('1G1YB2D40Z5123456', june2025)).toEqual({
      ok: true,
      vin: '1G1YB2D40Z5123456',
      make: 'Chevrolet',
      modelYear: null,
    })
  })
})
