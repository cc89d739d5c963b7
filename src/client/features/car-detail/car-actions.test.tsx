import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '#shared/accounts'
import type { Car } from '#shared/cars'
import { buildCar } from '../../../../tests/support/client/build-car'
import { buildOffer } from '../../../../tests/support/client/build-offer'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { Component as CarDetailPage } from './car-detail-page'

const car = buildCar({ carName: 'Toyota RAV4 XLE', resale_price: 12500 })
const person = (role: User['role'], _id = `id-${role}`): User => ({
  _id,
  name: 'Ana Buyer',
  email: 'ana@example.com',
  role,
})
const buyer = person('buyer')

function renderPage({ user = buyer, answer = car, offers = [] as unknown[] } = {}) {
  stubApi({
    'GET /api/auth/me': { user },
    [`GET /api/featured-cars/${car._id}`]: answer,
    'GET /api/offers': offers,
  })
  renderRoutes(
    [{ path: '/featured-cars/:id', Component: CarDetailPage }],
    `/featured-cars/${car._id}`,
  )
}

/**
 * The bar's contents as a phone shows them, left to right and row by row: the order styles.css
 * lays out (Make an offer last, as CSS `order` puts it), or null when there is no bar.
 */
function bar() {
  const element = document.querySelector<HTMLElement>('[data-action-bar]')
  if (!element) return null
  const items = [...element.children].filter((child) => child.tagName !== 'DIALOG')
  const last = items.filter((child) => child.className.includes('max-sm:order-last'))
  return [...items.filter((child) => !last.includes(child)), ...last].map(
    (child) => child.textContent,
  )
}

async function shown(user: User, answer: Car = car) {
  renderPage({ user, answer })
  await screen.findByRole('heading', { level: 1, name: 'Toyota RAV4 XLE' })
  // The buyer's offers are asked for before Make an offer is shown; wait for the answer.
  if (user.role === 'buyer' && answer.status === 'Active') {
    await screen.findByRole('button', { name: 'Make an offer' })
  }
  return bar()
}

describe('the action bar', () => {
  it('holds the price and every action for a buyer while the car is for sale', async () => {
    expect(await shown(buyer)).toEqual([
      '$12,500',
      'Book Appointment',
      'Message seller',
      'Make an offer',
    ])
  })

  it('drops Make an offer while the buyer has one open', async () => {
    renderPage({ offers: [buildOffer({ car_id: car._id })] })
    await screen.findByText(/Your offer: \$9,000/)
    expect(bar()).toEqual(['$12,500', 'Book Appointment', 'Message seller'])
  })

  it('offers only a message while the car is reserved or sold', async () => {
    expect(await shown(buyer, { ...car, status: 'Booked' })).toEqual(['$12,500', 'Message seller'])
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).toBeNull()
  })

  it('offers another seller only a message about someone else’s car', async () => {
    expect(await shown(person('seller'))).toEqual(['$12,500', 'Message seller'])
  })

  it('is not there for the car’s own seller, who has nothing to do from it', async () => {
    expect(await shown(person('seller', car.sellerId))).toBeNull()
    expect(screen.queryByRole('button', { name: 'Message seller' })).toBeNull()
  })
})

describe('Share', () => {
  const url = `${window.location.origin}/featured-cars/${car._id}`

  afterEach(() => {
    // jsdom has neither; what a test gave the navigator goes again.
    Reflect.deleteProperty(navigator, 'share')
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('copies the car’s link and says so where the browser cannot share', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Share Toyota RAV4 XLE' }))
    expect(await screen.findByText('Link copied')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(url)
  })

  it('opens the share sheet with the car’s name and link where the browser has one', async () => {
    const share = vi.fn(async () => {})
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Share Toyota RAV4 XLE' }))
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Toyota RAV4 XLE', url }))
    expect(writeText).not.toHaveBeenCalled()
  })
})
