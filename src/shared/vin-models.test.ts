import { describe, expect, it } from 'vitest'
import { decodeVin, vinCheckDigit } from './vin'
import { vinModelPatterns } from './vin-model-patterns'
import { modelsOf } from './vehicles'
import { vinModel } from './vin-models'

const june2025 = new Date(2025, 5, 15)

/** The model decodeVin's reading of a VIN gives, as the add form asks for it. */
function modelOf(vin: string) {
  const reading = decodeVin(vin, june2025)
  if (!reading.ok) throw new Error(`${vin}: ${reading.error}`)
  return {
    make: reading.make,
    modelYear: reading.modelYear,
    model: vinModel(reading.vin, reading.modelYear),
  }
}

describe('vinModel', () => {
  // VINs as each maker writes them (WMI and descriptor section), with their check digit.
  it.each([
    ['4T1B11HKXJU123456', 'Toyota', 2018, 'Camry'],
    ['JTDKARFU1K3123456', 'Toyota', 2019, 'Prius'],
    ['2T3P1RFV7KW123456', 'Toyota', 2019, 'RAV4'],
    ['3TMCZ5AN4LM123456', 'Toyota', 2020, 'Tacoma'],
    ['1HGCV1F33KA123456', 'Honda', 2019, 'Accord'],
    ['2HKRW2H82JH612345', 'Honda', 2018, 'CR-V'],
    ['5YJ3E1EA2KF317000', 'Tesla', 2019, 'Model 3'],
    ['1FTEW1EP0MFA12345', 'Ford', 2021, 'F-150'],
    ['1FA6P8CF8H5123456', 'Ford', 2017, 'Mustang'],
    ['1FM5K8D89KGA12345', 'Ford', 2019, 'Explorer'],
    ['JM1NDAB77K0312345', 'Mazda', 2019, 'MX-5 Miata'],
    ['3MZBPAAL9KM123456', 'Mazda', 2019, 'Mazda3'],
    ['WBA8E9G58GNT12345', 'BMW', 2016, '3 Series'],
    ['5NPD84LF8LH123456', 'Hyundai', 2020, 'Elantra'],
    ['WP0CA2A89JS123456', 'Porsche', 2018, '718 Boxster'],
    ['JF2SKAEC7KH123456', 'Subaru', 2019, 'Forester'],
    ['2G1FB1E37D9123456', 'Chevrolet', 2013, 'Camaro'],
    ['1N6AD0EV9KN123456', 'Nissan', 2019, 'Frontier'],
    ['YV4A22RK8K1123456', 'Volvo', 2019, 'XC60'],
    ['WMWXP7C52K2A12345', 'Mini', 2019, 'Cooper'],
    ['WDDWF4KB5KR123456', 'Mercedes-Benz', 2019, 'C-Class'],
  ])('%s is a %s (%i) %s', (vin, make, modelYear, model) => {
    expect(modelOf(vin)).toEqual({ make, modelYear, model })
  })

  it('says no model where the table does not know it, rather than guess', () => {
    // An Audi A4 and a BMW 530i: models outside the table.
    expect(modelOf('WAUANAF48KN123456')).toMatchObject({ make: 'Audi', model: null })
    expect(modelOf('WBAJA5C56KB123456')).toMatchObject({ make: 'BMW', model: null })
    // A Silverado: GM's pickups do not tell a 1500 from a heavy-duty truck.
    expect(modelOf('1GCUYDED4KZ123456')).toMatchObject({ make: 'Chevrolet', model: null })
    // Before 2010, and a year the VIN does not give.
    expect(modelOf('1HGCM82633A004352')).toMatchObject({ modelYear: 2003, model: null })
    expect(vinModel('1HGCV1F33KA123456', null)).toBeNull()
  })

  it('reads the descriptor with the year: the same code is another model in another year', () => {
    // Honda's 'FC' is a Civic in 2017-2021; out of those years the table does not say it.
    expect(vinModel('2HGFC2F58HH123456', 2017)).toBe('Civic')
    expect(vinModel('2HGFC2F58HH123456', 2009)).toBeNull()
  })
})

describe('vin-model-patterns.ts', () => {
  it('names only models the add form offers for the make of each WMI', () => {
    for (const line of vinModelPatterns.trim().split('\n')) {
      const [model = '', wmis = ''] = line.split('|')
      for (const wmi of wmis.split(' ')) {
        const body = `${wmi}AAAAA0K0000000`
        const vin = `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`
        const reading = decodeVin(vin, june2025)
        const make = reading.ok ? reading.make : null
        expect(modelsOf(make ?? ''), `${model} under ${wmi}`).toContain(model)
      }
    }
  })
})
