import { describe, expect, it } from 'vitest'
import { dropWords, readChips } from './read-chips'

describe('readChips', () => {
  it('names each filter the words were read as, in the order people say them', () => {
    const chips = readChips(
      {
        q: 'blue',
        sort: 'price_asc',
        minSeats: 7,
        drivetrain: 'AWD',
        fuel: 'Electric',
        maxMileage: 50000,
        minModelYear: 2018,
        near: '60601',
        place: 'Chicago, IL',
        maxPrice: 20000,
        category: 'suv',
        from: {
          category: 'suv',
          maxPrice: 'under 20k',
          near: 'in chicago',
          minModelYear: '2018 or newer',
          maxMileage: 'under 50,000 miles',
          fuel: 'electric',
          drivetrain: 'awd',
          minSeats: '7 seats',
          sort: 'cheap',
        },
      },
      (id) => (id === 'suv' ? 'SUV' : id),
    )
    expect(chips.map((chip) => chip.label)).toEqual([
      'SUV',
      'Under $20,000',
      'Near Chicago, IL',
      '2018 or newer',
      'Under 50,000 mi',
      'Electric',
      'AWD',
      '7+ seats',
      'Lowest price first',
      '“blue”',
    ])
    expect(chips.find((chip) => chip.key === 'near')!.words).toEqual(['in chicago'])
  })

  it('quotes the words left as words, but for a make and model, which have their own chips', () => {
    const chips = readChips(
      {
        q: 'honda civic blue',
        make: 'Honda',
        model: 'Civic',
        near: '60601',
        from: { make: 'honda', model: 'civic', near: 'near 60601' },
      },
      (id) => id,
    )
    expect(chips.map((chip) => [chip.label, chip.words])).toEqual([
      ['Honda', ['honda']],
      ['Civic', ['civic']],
      ['Near 60601', ['near 60601']],
      ['“blue”', ['blue']],
    ])
  })

  it('says a radius only when the words named one, and takes it out with its place', () => {
    const [near] = readChips(
      { q: '', near: '60601', radius: 100, from: { near: 'near 60601' } },
      (id) => id,
    )
    expect(near!.label).toBe('Near 60601')
    const [chip] = readChips(
      { q: '', near: '60601', radius: 25, from: { near: '60601', radius: 'within 25 miles' } },
      (id) => id,
    )
    expect(chip).toEqual({
      key: 'near',
      label: 'Within 25 mi of 60601',
      words: ['60601', 'within 25 miles'],
    })
  })
})

describe('dropWords', () => {
  it('takes the words out as typed, whatever their case and spacing', () => {
    expect(dropWords('suv under 20k near 60601', 'under 20k')).toBe('suv near 60601')
    expect(dropWords('SUV  Under 20K near 60601', 'under 20k')).toBe('SUV near 60601')
    expect(dropWords('cheap suv', 'cheap')).toBe('suv')
    expect(dropWords('honda, near 60601', 'near 60601')).toBe('honda')
    expect(dropWords('under $15,000 toyota', 'under $15,000')).toBe('toyota')
  })

  it('leaves words that only contain them', () => {
    expect(dropWords('suvs and more suv', 'suv')).toBe('suvs and more')
    expect(dropWords('awdx awd', 'awd')).toBe('awdx')
  })

  it('drops the words one by one when they are not together in the query', () => {
    expect(dropWords('under toyota 20k', 'under 20k')).toBe('toyota')
  })
})
