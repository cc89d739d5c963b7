import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SellerProfile } from '#shared/reviews'
import { buildCar } from '../../../../tests/support/client/build-car'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { Component as SellerPage } from './seller-page'

// As the API sends a seller's cars: each names them and carries their rating.
const theirs = {
  sellerId: 'seller-sam',
  sellerName: 'Sam Person',
  sellerRating: { average: 4.6, count: 12 },
}

const seller: SellerProfile = {
  _id: 'seller-sam',
  name: 'Sam Person',
  memberSince: '2024-03-05T12:00:00.000Z',
  rating: { average: 4.6, count: 12 },
  dealer: null,
  cars: [
    buildCar({ ...theirs, _id: 'c1', carName: '2019 Toyota Camry SE', resale_price: 19900 }),
    buildCar({ ...theirs, _id: 'c2', carName: '2020 Honda Accord', resale_price: 23400 }),
  ],
  reviews: [
    {
      rating: 5,
      text: 'Car exactly as described.\nVery patient on the test drive.',
      author: 'Ana',
      createdAt: '2024-05-03T14:00:00.000Z',
    },
    {
      rating: 4,
      text: 'A little late, but fair.',
      author: 'Omar',
      createdAt: '2024-04-20T09:00:00.000Z',
    },
  ],
}

function renderPage(answer: unknown = seller) {
  stubApi({ 'GET /api/auth/me': { user: null }, 'GET /api/sellers/seller-sam': answer })
  renderRoutes([{ path: '/sellers/:id', Component: SellerPage }], '/sellers/seller-sam')
}

describe('seller page', () => {
  it('introduces the seller: name, since when, and their rating', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Person' })).toBeTruthy()
    expect(screen.getByText('Member since March 2024')).toBeTruthy()
    const reviews = screen.getByRole('link', { name: '12 reviews' })
    expect(reviews.getAttribute('href')).toBe('#seller-reviews')
    expect(reviews.closest('p')?.textContent).toBe('★★★★★Rated 4.6 out of 5 · 12 reviews')
  })

  it('tells search engines and link previews who they are, with a photo of a car', async () => {
    const [first, ...rest] = seller.cars
    renderPage({ ...seller, cars: [{ ...first!, images: ['/media/c1/800.webp'] }, ...rest] })
    await screen.findByRole('heading', { level: 1, name: 'Sam Person' })
    const meta = (key: string) =>
      document.head
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content')
    expect(document.title).toBe('Sam Person, seller · Wheelanes')
    expect(meta('description')).toMatch(/^Used cars for sale by Sam Person on Wheelanes \(2 now\)/)
    expect(meta('og:type')).toBe('profile')
    // Whole URLs, on the page's own origin in the browser.
    expect(meta('og:url')).toBe(`${location.origin}/sellers/seller-sam`)
    expect(meta('og:image')).toBe(`${location.origin}/media/c1/800.webp`)
    expect(meta('twitter:card')).toBe('summary_large_image')
  })

  it('shows their cars for sale as the catalogue’s cards, linked to each car', async () => {
    renderPage()
    const cars = await screen.findByRole('region', { name: /Cars for sale/ })
    const cards = within(cars).getAllByRole('article')
    // Whose cars they are is said once, at the top, not on every card.
    expect(within(cars).queryByRole('link', { name: 'Sam Person' })).toBeNull()
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '2019 Toyota Camry SE',
      '2020 Honda Accord',
    ])
    expect(within(cards[0]!).getByText('$19,900')).toBeTruthy()
    expect(
      within(cards[1]!)
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe('/featured-cars/c2')
  })

  it('lists the reviews: stars, what was said, by whom and when', async () => {
    renderPage()
    const reviews = await screen.findByRole('region', { name: 'Reviews' })
    const [first, second] = within(reviews).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(within(first).getByText('5 out of 5 stars')).toBeTruthy()
    expect(within(first).getByText(/Car exactly as described/).textContent).toBe(
      'Car exactly as described.\nVery patient on the test drive.',
    )
    expect(within(first).getByText(/^Ana,/).textContent).toBe('Ana, May 3, 2024')
    expect(within(second).getByText('4 out of 5 stars')).toBeTruthy()
    expect(within(second).getByText(/^Omar,/).textContent).toBe('Omar, April 20, 2024')
  })

  it('says when there is nothing yet: no reviews, no cars', async () => {
    renderPage({ ...seller, rating: { average: null, count: 0 }, cars: [], reviews: [] })
    await screen.findByRole('heading', { level: 1, name: 'Sam Person' })
    expect(screen.getByText('No reviews yet')).toBeTruthy()
    expect(
      screen.getByText(
        'No reviews yet. Reviews appear after a test drive, once both sides have written theirs.',
      ),
    ).toBeTruthy()
    const cars = screen.getByRole('region', { name: 'Cars for sale' })
    expect(within(cars).getByText(/No cars for sale right now/)).toBeTruthy()
    expect(within(cars).queryByRole('article')).toBeNull()
  })

  it('links the owner of a dealer to the dealer’s page', async () => {
    renderPage({ ...seller, dealer: { _id: 'd1', name: 'Sam Motors', verified: false } })
    const link = await screen.findByRole('link', { name: 'Sam Motors' })
    expect(link.getAttribute('href')).toBe('/dealers/d1')
    expect(link.closest('p')?.textContent).toBe('Sells as Sam Motors')
  })

  it('shows a not-found page for an unknown seller', async () => {
    renderPage(() => jsonResponse({ message: 'Seller not found' }, 404))
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See all cars' }).getAttribute('href')).toBe(
      '/car-categories',
    )
  })

  it('offers to try again when the server fails', async () => {
    renderPage(() => jsonResponse({ message: 'Internal Server Error' }, 500))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We couldn’t load this seller.',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
