import { describe, expect, it } from 'vitest'
import { reviewReasons, type ListingFacts } from './listing-rules'

const clean: ListingFacts = {
  vin: '1HGCM82633A004352',
  vinLiveElsewhere: false,
  mileage: 60_000,
  earlierMileage: 40_000,
  priceCents: 1_400_000,
  expectedCents: 1_500_000,
  copiedPhotos: 0,
  descriptionFindings: [],
}
const rulesOf = (facts: Partial<ListingFacts>, passed?: string[]) =>
  reviewReasons({ ...clean, ...facts }, passed).map((r) => r.rule)

describe('listing rules', () => {
  it('let a clean listing through', () => {
    expect(reviewReasons(clean)).toEqual([])
  })

  it('hold a VIN live on another seller’s listing, saying which VIN', () => {
    const [reason] = reviewReasons({ ...clean, vinLiveElsewhere: true })
    expect(reason).toEqual({
      rule: 'vin_clone',
      message: 'The VIN 1HGCM82633A004352 is on another seller’s listing that is for sale.',
    })
    expect(rulesOf({ vin: null, vinLiveElsewhere: true })).toEqual([])
  })

  it('hold a mileage below an earlier listing of the VIN, not one equal or above', () => {
    const [reason] = reviewReasons({ ...clean, mileage: 39_999 })
    expect(reason?.rule).toBe('mileage_rollback')
    expect(reason?.message).toBe(
      'The mileage, 39,999, is below the 40,000 miles an earlier listing of this VIN showed.',
    )
    expect(rulesOf({ mileage: 40_000 })).toEqual([])
    expect(rulesOf({ earlierMileage: null, mileage: 1 })).toEqual([])
    expect(rulesOf({ vin: null, mileage: 1 })).toEqual([])
  })

  it('hold a price under 60 % of the expected price; none expected, none held', () => {
    expect(rulesOf({ priceCents: 899_999 })).toEqual(['bait_price'])
    expect(reviewReasons({ ...clean, priceCents: 500_000 })[0]?.message).toBe(
      'The price, $5,000, is under 60 % of the $15,000 that comparable cars ask.',
    )
    expect(rulesOf({ priceCents: 900_000 })).toEqual([])
    expect(rulesOf({ priceCents: 100, expectedCents: null })).toEqual([])
  })

  it('hold photos copied from another seller, counting them', () => {
    expect(reviewReasons({ ...clean, copiedPhotos: 1 })[0]?.message).toBe(
      'A photo is a near copy of another seller’s photo.',
    )
    expect(reviewReasons({ ...clean, copiedPhotos: 3 })[0]?.message).toBe(
      '3 photos are near copies of another seller’s photos.',
    )
  })

  it('hold contact or payment details in the description, naming at most three', () => {
    const [reason] = reviewReasons({
      ...clean,
      descriptionFindings: ['555-0100', 'gift card', 'zelle', 'wire'],
    })
    expect(reason?.rule).toBe('contact_details')
    expect(reason?.message).toContain('(555-0100, gift card, zelle)')
  })

  it('give every reason that fired, in a fixed order, but not those an admin looked past', () => {
    const all: Partial<ListingFacts> = {
      vinLiveElsewhere: true,
      mileage: 10,
      priceCents: 100_000,
      copiedPhotos: 2,
      descriptionFindings: ['bob@example.com'],
    }
    expect(rulesOf(all)).toEqual([
      'vin_clone',
      'mileage_rollback',
      'bait_price',
      'photo_copy',
      'contact_details',
    ])
    expect(rulesOf(all, ['vin_clone', 'photo_copy'])).toEqual([
      'mileage_rollback',
      'bait_price',
      'contact_details',
    ])
  })
})
