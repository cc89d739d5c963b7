import { describe, expect, it } from 'vitest'
import { findMake, modelsOf, splitName, vehicleMakes } from './vehicles'
import { vinMakes } from './vin'

const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

describe('vehicleMakes', () => {
  it('lists each make once, A to Z, with models that cannot be mistaken for one another', () => {
    const makes = vehicleMakes.map((m) => m.make)
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b)))
    expect(new Set(makes).size).toBe(makes.length)
    expect(makes.length).toBeGreaterThanOrEqual(35)
    for (const { make, models } of vehicleMakes) {
      expect(models.length, make).toBeGreaterThan(0)
      expect(new Set(models.map(fold)).size, make).toBe(models.length)
      for (const model of models) expect(model, make).toBe(model.trim())
    }
  })

  it('offers every make a VIN can name', () => {
    for (const make of vinMakes) expect(findMake(make)).toBe(make)
  })
})

describe('findMake and modelsOf', () => {
  it('finds a make whatever its case, accents, spaces and hyphens', () => {
    expect(findMake('mercedes-benz')).toBe('Mercedes-Benz')
    expect(findMake(' Mercedes Benz ')).toBe('Mercedes-Benz')
    expect(findMake('Mércedes')).toBe('Mercedes-Benz')
    expect(findMake('landrover')).toBe('Land Rover')
    expect(findMake('LAND-ROVER')).toBe('Land Rover')
    expect(findMake('bmw')).toBe('BMW')
    expect(findMake('MINI')).toBe('Mini')
  })

  it('knows the common aliases', () => {
    expect(findMake('merc')).toBe('Mercedes-Benz')
    expect(findMake('Benz')).toBe('Mercedes-Benz')
    expect(findMake('VW')).toBe('Volkswagen')
    expect(findMake('Chevy')).toBe('Chevrolet')
  })

  it('gives null for anything else, a make named in a longer text included', () => {
    expect(findMake('')).toBeNull()
    expect(findMake('Skoda')).toBeNull()
    expect(findMake('Toyota Camry')).toBeNull()
  })

  it('gives the models of a make by any of its names, and none for an unknown make', () => {
    expect(modelsOf('Ford')).toContain('F-150')
    expect(modelsOf('chevy')).toContain('Silverado 1500')
    expect(modelsOf('Nope')).toEqual([])
  })
})

describe('splitName', () => {
  const thisYear = new Date().getFullYear()
  /** What splitName gives, in the order of its answer's fields. */
  const parts = (
    make: string | null,
    model: string | null,
    modelYear: number | null,
    trim: string | null,
  ) => ({ make, model, modelYear, trim })

  it('reads year, make, model and trim wherever the year is', () => {
    expect(splitName('2019 Toyota Camry SE')).toEqual(parts('Toyota', 'Camry', 2019, 'SE'))
    expect(splitName('Honda CR-V EX-L 2018')).toEqual(parts('Honda', 'CR-V', 2018, 'EX-L'))
    expect(splitName('Ford F-150 XLT')).toEqual(parts('Ford', 'F-150', null, 'XLT'))
    expect(splitName('Tesla Model 3 Long Range')).toEqual(
      parts('Tesla', 'Model 3', null, 'Long Range'),
    )
  })

  it('matches models without regard to hyphens, spaces or case', () => {
    expect(splitName('ford f150')).toMatchObject({ model: 'F-150', trim: null })
    expect(splitName('Ford f 150 Lariat')).toMatchObject({ model: 'F-150', trim: 'Lariat' })
    expect(splitName('Honda CRV')).toMatchObject({ model: 'CR-V' })
    expect(splitName('Mazda 3 Touring')).toMatchObject({ model: 'Mazda3', trim: 'Touring' })
    expect(splitName('Mazda Miata Club')).toMatchObject({ model: 'MX-5 Miata', trim: 'Club' })
  })

  it('takes the longest model that matches', () => {
    expect(splitName('Toyota Corolla Cross XLE')).toMatchObject({
      model: 'Corolla Cross',
      trim: 'XLE',
    })
    expect(splitName('Jeep Grand Cherokee Limited')).toMatchObject({
      model: 'Grand Cherokee',
      trim: 'Limited',
    })
    expect(splitName('Land Rover Range Rover Sport HSE')).toMatchObject({
      make: 'Land Rover',
      model: 'Range Rover Sport',
      trim: 'HSE',
    })
  })

  it('takes the first make named, and aliases', () => {
    expect(splitName('2008 Dodge Ram 1500 SLT (4x4)')).toEqual(
      parts('Dodge', 'Ram 1500', 2008, 'SLT (4x4)'),
    )
    expect(splitName('Hyundai Genesis 3.8')).toMatchObject({ make: 'Hyundai', model: 'Genesis' })
    expect(splitName('Chevy Silverado 1500 LT - 2017')).toEqual(
      parts('Chevrolet', 'Silverado 1500', 2017, 'LT'),
    )
  })

  it('uses the make given when the name has none, or when only its models match', () => {
    expect(splitName('Camry LE', 'toyota')).toMatchObject({ make: 'Toyota', model: 'Camry' })
    expect(splitName('Genesis 3.8', 'Hyundai')).toMatchObject({ make: 'Hyundai', trim: '3.8' })
    expect(splitName('Ram 1500 Big Horn', 'Dodge')).toMatchObject({ make: 'Ram', model: '1500' })
    expect(splitName('Camry', 'Toyota Motor Corp')).toMatchObject({ make: null, model: null })
  })

  it('gives null for a model it does not know, with no trim', () => {
    expect(splitName('Mercedes-Benz C300')).toEqual(parts('Mercedes-Benz', null, null, null))
    expect(splitName('Toyota Supercar 3000')).toMatchObject({ make: 'Toyota', model: null })
  })

  it('finds no model without a make', () => {
    expect(splitName('2015 Camry SE')).toEqual(parts(null, null, 2015, null))
  })

  it('reads only years from 1980 to next year, and no year when there are two', () => {
    expect(splitName('1979 Ford Mustang')).toMatchObject({ modelYear: null, trim: null })
    expect(splitName('1980 Ford Mustang')).toMatchObject({ modelYear: 1980 })
    expect(splitName(`${thisYear + 1} Ford Mustang`)).toMatchObject({ modelYear: thisYear + 1 })
    expect(splitName(`${thisYear + 2} Ford Mustang`)).toMatchObject({
      model: 'Mustang',
      modelYear: null,
    })
    expect(splitName('2019 Toyota Camry 2020')).toMatchObject({ model: 'Camry', modelYear: null })
  })

  it('keeps the make out of the trim when it follows the model', () => {
    expect(splitName('Camry Toyota SE 2019')).toEqual(parts('Toyota', 'Camry', 2019, 'SE'))
  })

  it('gives all nulls for an empty or blank name', () => {
    const empty = { make: null, model: null, modelYear: null, trim: null }
    expect(splitName('')).toEqual(empty)
    expect(splitName('   -- ')).toEqual(empty)
  })
})
