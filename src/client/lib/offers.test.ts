import { describe, expect, it } from 'vitest'
import { buildCounteredOffer, buildOffer } from '../../../tests/support/client/build-offer'
import { answeredBy } from './offers'

describe('offers', () => {
  it('were answered by the side that did not name the last amount', () => {
    expect(answeredBy(buildOffer({ status: 'declined' }))).toBe('seller')
    expect(answeredBy(buildCounteredOffer({ status: 'accepted' }))).toBe('buyer')
  })
})
