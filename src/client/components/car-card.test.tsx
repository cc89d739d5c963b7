import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildCar } from '../../../tests/support/client/build-car'
import { renderWithProviders } from '../../../tests/support/client/render-with-providers'
import { stubApi } from '../../../tests/support/client/stub-api'
import { CarCard } from './car-card'

function renderCard(car = buildCar()) {
  // The card's heart asks who is signed in.
  stubApi({ 'GET /api/auth/me': { user: null } })
  renderWithProviders(<CarCard car={car} />)
  return car
}

describe('CarCard', () => {
  it('shows the resale price in dollars, not the original price', () => {
    renderCard(buildCar({ resale_price: 12500, price: 28000 }))
    expect(screen.getByText('$12,500')).toBeTruthy()
    expect(screen.queryByText('$28,000')).toBeNull()
  })

  it('shows the first 100 characters of the description followed by ...', () => {
    const description = `${'a'.repeat(100)}THIS PART IS CUT`
    renderCard(buildCar({ description }))
    expect(screen.getByText(`${'a'.repeat(100)}...`)).toBeTruthy()
    expect(screen.queryByText(/THIS PART IS CUT/)).toBeNull()
  })

  it('says when the last change of the price was a cut, and by how much', () => {
    const history = (...prices: number[]) =>
      prices.map((price, i) => ({ price, at: `2026-11-0${i + 1}T10:00:00.000Z` }))
    renderCard(buildCar({ priceHistory: history(19900, 18500) }))
    expect(screen.getByText('Price dropped $1,400')).toBeTruthy()
  })

  it('says nothing of a price that went up or never changed', () => {
    renderCard(buildCar({ priceHistory: [{ price: 18500, at: '2026-11-01T10:00:00.000Z' }] }))
    expect(screen.queryByText(/Price dropped/)).toBeNull()
  })

  it('labels the deal rating and says what it rests on', () => {
    renderCard(
      buildCar({
        dealRating: { label: 'great', expectedPrice: 15900, comparables: 12, scope: 'model' },
      }),
    )
    screen.getByText('Great deal')
    screen.getByText('Expected $15,900 from 12 similar listings.')
  })

  it('shows no deal badge when there are too few comparables', () => {
    renderCard(buildCar({ dealRating: null }))
    expect(screen.queryByText(/deal|Fair price|High price|Overpriced|Expected/)).toBeNull()
  })

  it('links View Details to the car page', () => {
    const car = renderCard()
    const link = screen.getByRole('link', { name: /View Details/ })
    expect(link.getAttribute('href')).toBe(`/featured-cars/${car._id}`)
  })

  it("gives an electric car's economy in MPGe", () => {
    renderCard(buildCar({ fuelType: 'Electric', milespergallon: 105 }))
    expect(screen.getByText(/· 105 MPGe$/)).toBeTruthy()
  })

  it('offers responsive image sizes for media URLs', () => {
    renderCard(buildCar({ carName: 'Honda Jazz', image: '/media/car-jazz/800.webp' }))
    const image = screen.getByRole('img', { name: 'Honda Jazz' })
    expect(image.getAttribute('srcset')).toContain('/media/car-jazz/400.webp 400w')
    expect(image.getAttribute('loading')).toBe('lazy')
  })

  it("shows the seller's rating and links their name to their page", () => {
    renderCard(buildCar({ sellerName: 'Sam Person', sellerRating: { average: 4, count: 3 } }))
    const seller = screen.getByRole('link', { name: 'Sam Person' })
    expect(seller.getAttribute('href')).toBe('/sellers/seller-alex')
    // Beside the car's own link, never inside it.
    expect(seller.closest('a')?.parentElement?.closest('a')).toBeNull()
    expect(seller.parentElement?.textContent).toBe('★ Seller rated 4.0 out of 5: · Sam Person')
  })

  it("names a dealer's car's dealer, linked to its page, instead of its owner", () => {
    const dealer = { _id: 'd1', name: 'Olive Motors', verified: true }
    renderCard(buildCar({ sellerName: 'Olive', sellerRating: { average: 4, count: 3 }, dealer }))
    expect(screen.getByRole('link', { name: 'Olive Motors' }).getAttribute('href')).toBe(
      '/dealers/d1',
    )
    expect(screen.queryByRole('link', { name: 'Olive' })).toBeNull()
  })

  it('leaves the seller out until they have a review', () => {
    renderCard(buildCar({ sellerName: 'Sam Person' }))
    expect(screen.queryByText(/Sam Person/)).toBeNull()
  })

  it('has a heart to save the car', async () => {
    renderCard(buildCar({ carName: 'Honda Jazz' }))
    const heart = screen.getByRole('button', { name: 'Save Honda Jazz' })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
  })
})
