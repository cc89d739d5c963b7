/**
 * The listing checks' rules (docs/api.md "Trust and safety"): what about a listing, published or
 * changed, holds it for an admin's review. Pure: listing-checks.ts gathers the facts from the
 * database; each rule that fires says why, in words the seller and the admin read.
 */

export const listingRules = [
  'vin_clone',
  'mileage_rollback',
  'bait_price',
  'photo_copy',
  'contact_details',
] as const
export type ListingRule = (typeof listingRules)[number]

export interface ReviewReason {
  rule: ListingRule
  message: string
}

/** Under this share of the expected price, an asking price is bait. */
export const BAIT_PRICE_SHARE = 0.6

export interface ListingFacts {
  vin: string | null
  /** The VIN is on another seller's listing for sale (Active or Booked). */
  vinLiveElsewhere: boolean
  mileage: number
  /** The highest mileage an earlier listing of this VIN showed, if any. */
  earlierMileage: number | null
  priceCents: number
  /** The deal rating's expected price (modules/deals), null without enough comparables. */
  expectedCents: number | null
  /** How many of the listing's photos are near copies of another seller's photos. */
  copiedPhotos: number
  /** Phone numbers, e-mail addresses and off-site payment words in its description. */
  descriptionFindings: string[]
}

const miles = (n: number) => n.toLocaleString('en-US')
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`

const rules: Record<ListingRule, (f: ListingFacts) => string | null> = {
  vin_clone: (f) =>
    f.vin && f.vinLiveElsewhere
      ? `The VIN ${f.vin} is on another seller’s listing that is for sale.`
      : null,
  mileage_rollback: (f) =>
    f.vin && f.earlierMileage !== null && f.mileage < f.earlierMileage
      ? `The mileage, ${miles(f.mileage)}, is below the ${miles(f.earlierMileage)} miles an earlier listing of this VIN showed.`
      : null,
  bait_price: (f) =>
    f.expectedCents !== null && f.priceCents < f.expectedCents * BAIT_PRICE_SHARE
      ? `The price, ${dollars(f.priceCents)}, is under ${BAIT_PRICE_SHARE * 100} % of the ${dollars(f.expectedCents)} that comparable cars ask.`
      : null,
  photo_copy: (f) =>
    f.copiedPhotos === 0
      ? null
      : f.copiedPhotos === 1
        ? 'A photo is a near copy of another seller’s photo.'
        : `${f.copiedPhotos} photos are near copies of another seller’s photos.`,
  contact_details: (f) =>
    f.descriptionFindings.length === 0
      ? null
      : `The description carries contact or payment details (${f.descriptionFindings.slice(0, 3).join(', ')}): buyers reach sellers through Wheelanes messages and pay through Wheelanes.`,
}

/**
 * Why the listing is held for review, one reason per rule that fired, leaving out the rules
 * an admin looked past when publishing it (`passed`); empty when it may go on sale.
 */
export function reviewReasons(facts: ListingFacts, passed: readonly string[] = []): ReviewReason[] {
  return listingRules.flatMap((rule) => {
    if (passed.includes(rule)) return []
    const message = rules[rule](facts)
    return message ? [{ rule, message }] : []
  })
}
