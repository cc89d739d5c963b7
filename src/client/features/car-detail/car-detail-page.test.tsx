import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '#shared/accounts'
import type { Booking } from '#shared/bookings'
import type { Car } from '#shared/cars'
import { buildBooking, buildHeldBooking } from '../../../../tests/support/client/build-booking'
import { buildCar } from '../../../../tests/support/client/build-car'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as CarDetailPage } from './car-detail-page'

mimicModalDialogs()

const person = (role: User['role']): User => ({
  _id: `id-${role}`,
  name: 'Ana Buyer',
  email: 'ana@example.com',
  role,
})
// As a buyer gets it: without the seller's e-mail (only the seller and admins get that).
const car = buildCar({
  carName: 'Toyota RAV4 XLE',
  images: ['/media/rav4-front/800.webp', '/media/rav4-back/800.webp'],
})
const carPath = `/api/featured-cars/${car._id}`

function renderPage(
  { role = 'buyer', answer = car }: { role?: User['role']; answer?: Car | (() => Response) } = {},
  routes: Record<string, unknown> = {},
  pages: RouteObject[] = [],
) {
  const fetch = stubApi({
    'GET /api/auth/me': { user: person(role) },
    [`GET ${carPath}`]: answer,
    ...routes,
  })
  const rendered = renderRoutes(
    [
      { path: '/featured-cars/:id', Component: CarDetailPage },
      { path: '/dashboard/myorders', element: <Landing name="My Orders" /> },
      ...pages,
    ],
    `/featured-cars/${car._id}`,
  )
  return { fetch, ...rendered }
}

const bookButton = () => screen.queryByRole('button', { name: 'Book Appointment' })

describe('car detail page', () => {
  it('shows the price, the spec sheet, the description and the seller', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota RAV4 XLE' })).toBeTruthy()
    expect(screen.getByText('$12,500', { selector: 'p' })).toBeTruthy()
    expect(screen.getByText(/New price/).textContent).toContain('$28,000')

    const specs = screen.getByRole('region', { name: 'Specifications' })
    const rows = within(specs)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(rows).toContain('Miles per gallon: 35 mpg')
    expect(rows).toContain('Year of Buying: May 14, 2020')
    expect(rows).toContain('Resale Price: $12,500')
    // buildCar has no VIN: an empty optional value is left out, not shown blank.
    expect(rows.some((row) => row.startsWith('VIN'))).toBe(false)

    expect(screen.getByText(/One owner, full service history/)).toBeTruthy()
    expect(screen.getByText('Alex Seller')).toBeTruthy()
    // A buyer writes through the site; no address of the seller's is on the page.
    expect(screen.getByRole('button', { name: 'Message seller' })).toBeTruthy()
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull()
  })

  it("shows the seller's e-mail to an admin only", async () => {
    renderPage({ role: 'admin', answer: { ...car, seller: 'alex@example.com' } })
    const address = await screen.findByRole('link', { name: 'alex@example.com' })
    expect(address.getAttribute('href')).toBe('mailto:alex@example.com')
    expect(address.closest('p')?.textContent).toBe(
      'Seller’s e-mail (admins only): alex@example.com',
    )
  })

  it('does not show the seller their own address as a way to reach them', async () => {
    renderPage({
      role: 'seller',
      answer: { ...car, sellerId: 'id-seller', seller: 'ana@example.com' },
    })
    await screen.findByRole('heading', { level: 1, name: 'Toyota RAV4 XLE' })
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Message seller' })).toBeNull()
  })

  it('shows where the car is, its model and year, and similar cars below it', async () => {
    renderPage(
      {},
      {
        [`GET /api/cars/${car._id}/similar`]: [
          buildCar({ _id: 'other-1', carName: '2021 Toyota RAV4 LE', city: 'Dallas', state: 'TX' }),
        ],
      },
    )
    await screen.findByRole('heading', { level: 1, name: 'Toyota RAV4 XLE' })
    expect(screen.getByText('Austin, TX')).toBeTruthy()
    const rows = within(screen.getByRole('region', { name: 'Specifications' }))
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(rows).toEqual(expect.arrayContaining(['Model: RAV4', 'Model year: 2020', 'Trim: XLE']))
    const similar = await screen.findByRole('region', { name: 'Similar cars' })
    expect(within(similar).getByRole('heading', { name: '2021 Toyota RAV4 LE' })).toBeTruthy()
    expect(within(similar).getByText(/Dallas, TX/)).toBeTruthy()
  })

  it('shows the price history once the price has changed, newest first', async () => {
    renderPage({
      answer: buildCar({
        ...car,
        priceHistory: [
          { price: 13900, at: '2026-10-01T10:00:00.000Z' },
          { price: 12500, at: '2026-11-02T10:00:00.000Z' },
        ],
      }),
    })
    const summary = await screen.findByText('Price dropped $1,400')
    expect(summary.closest('summary')?.textContent).toBe('Price dropped $1,400 on Nov 2, 2026')
    const items = summary.closest('details')!.querySelectorAll('li')
    expect([...items].map((li) => li.textContent)).toEqual([
      'Nov 2, 2026$12,500',
      'Oct 1, 2026$13,900',
    ])
  })

  it('loads the cover photo first, at the width it is shown, with a thumbnail per photo', async () => {
    renderPage()
    const cover = await screen.findByRole('img', { name: 'Toyota RAV4 XLE' })
    expect(cover.getAttribute('fetchpriority')).toBe('high')
    expect(cover.getAttribute('srcset')).toContain('/media/rav4-front/1200.webp 1200w')
    expect(cover.getAttribute('sizes')).toBeTruthy()
    const thumbnails = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button')
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open photo 1 of 2 full screen',
      'Open photo 2 of 2 full screen',
    ])
  })

  it('offers Book Appointment to a buyer while the car is Active', async () => {
    renderPage()
    await screen.findByRole('heading', { level: 1 })
    expect(bookButton()).toBeTruthy()
  })

  it.each([
    ['a seller', 'seller', 'Active', null],
    ['an admin', 'admin', 'Active', null],
    ['a buyer', 'buyer', 'Booked', /Reserved\..*money is held/],
    ['a buyer', 'buyer', 'Sold', /Sold\..*found a new owner/],
  ] as const)('offers no booking to %s when the car is %s', async (_, role, status, notice) => {
    renderPage({ role, answer: { ...car, status } })
    await screen.findByRole('heading', { level: 1 })
    expect(bookButton()).toBeNull()
    if (notice) expect(screen.getByRole('status').textContent).toMatch(notice)
  })

  it("tells a buyer where their own booking of the car stands now, in place of 'Reserved'", async () => {
    const mine = buildBooking({ car_id: car._id, car: car.carName })
    const agreed = { status: 'accepted', awaiting: null, appointmentAt: '2026-06-12T15:00:00Z' }
    let booking: Booking = { ...mine, ...agreed } as Booking
    renderPage({}, { 'GET /api/bookings': () => jsonResponse([booking]) })
    const banner = await screen.findByText(`Test drive agreed for ${car.carName}.`)
    const status = banner.closest('[role="status"]') as HTMLElement
    expect(status.querySelector('time')?.getAttribute('datetime')).toBe('2026-06-12T15:00:00Z')
    expect(status.textContent).not.toContain('Request sent')
    expect(within(status).getByRole('link', { name: 'My Orders' })).toBeTruthy()

    cleanup()
    booking = buildHeldBooking({ car_id: car._id, car: car.carName })
    renderPage({ answer: { ...car, status: 'Booked' } }, { 'GET /api/bookings': [booking] })
    expect(await screen.findByText(`Your payment for ${car.carName} is held.`)).toBeTruthy()
    expect(screen.queryByText('Reserved.')).toBeNull()
  })

  it("says 'Car not found' with a way home for an unknown id", async () => {
    renderPage({ answer: () => jsonResponse({ message: 'Car not found' }, 404) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Car not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    )
  })

  it('says who sells it, with their rating, and links to their page', async () => {
    renderPage({ answer: { ...car, sellerRating: { average: 4.6, count: 12 } } }, {}, [
      { path: '/sellers/:id', element: <Landing name="Seller page" /> },
    ])
    const seller = await screen.findByRole('link', { name: 'Alex Seller' })
    expect(seller.closest('p')?.textContent).toBe('Sold by Alex Seller')
    expect(seller.getAttribute('href')).toBe('/sellers/seller-alex')
    expect(screen.getByText(/out of 5/).parentElement?.textContent).toBe(
      '★ 4.6 out of 5 from 12 reviews (12)',
    )
    await userEvent.click(seller)
    expect(await screen.findByRole('heading', { name: 'Seller page' })).toBeTruthy()
  })

  it("names a dealer's car's dealer, its badge and a link to its page", async () => {
    const dealer = { _id: 'd1', name: 'Olive Motors', verified: true }
    renderPage({ answer: { ...car, dealer } }, {}, [
      { path: '/dealers/:id', element: <Landing name="Dealer page" /> },
    ])
    const link = await screen.findByRole('link', { name: 'Olive Motors' })
    expect(link.closest('p')?.textContent).toBe('Sold by Olive MotorsVerified dealer')
    expect(screen.queryByRole('link', { name: 'Alex Seller' })).toBeNull()
    await userEvent.click(link)
    expect(await screen.findByRole('heading', { name: 'Dealer page' })).toBeTruthy()
  })

  it('says when the seller has no reviews yet', async () => {
    renderPage()
    expect(await screen.findByRole('link', { name: 'Alex Seller' })).toBeTruthy()
    expect(screen.getByText('No reviews yet')).toBeTruthy()
  })
})

describe('booking modal', () => {
  // The clock only (timers stay real, for user-event): the first time offered is "tomorrow".
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 10, 15, 30) })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function openModal() {
    await userEvent.click(await screen.findByRole('button', { name: 'Book Appointment' }))
    return screen.findByRole('dialog', { name: 'Toyota RAV4 XLE' })
  }
  const field = (dialog: HTMLElement, label: string) =>
    within(dialog).getByLabelText(label) as HTMLInputElement

  it('prefills who is booking and the price, and names what is missing before sending', async () => {
    const { fetch } = renderPage()
    const dialog = await openModal()
    expect(field(dialog, 'Name')).toMatchObject({ value: 'Ana Buyer', disabled: true })
    expect(field(dialog, 'Email')).toMatchObject({ value: 'ana@example.com', disabled: true })
    expect(field(dialog, 'Price')).toMatchObject({ value: '$12,500', disabled: true })
    const phone = field(dialog, 'Phone')
    expect(phone).toMatchObject({ type: 'tel', placeholder: 'Phone Number', autocomplete: 'tel' })
    expect(field(dialog, 'Meeting location').placeholder).toBe('Enter Meeting Location')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Phone number is required')).toBeTruthy()
    expect(within(dialog).getByText('Meeting location is required')).toBeTruthy()
    expect(phone.getAttribute('aria-invalid')).toBe('true')

    await userEvent.type(phone, 'call me')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Enter a valid phone number')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings')).toHaveLength(0)
  })

  it('books the car with the first time filled in, says so and goes to My Orders', async () => {
    const { fetch, router, queryClient } = renderPage(
      {},
      {
        'POST /api/bookings': () =>
          jsonResponse({ acknowledged: true, insertedId: 'b1', message: 'Booking Confirmed' }, 201),
      },
    )
    queryClient.setQueryData(['bookings', 'mine'], [])
    const dialog = await openModal()
    // Tomorrow at 10:00, the buyer's own time: phone and place are all they must type.
    expect(field(dialog, 'Time 1').value).toBe('2026-06-11T10:00')
    await userEvent.type(field(dialog, 'Phone'), '+1 555 010 2030')
    await userEvent.type(field(dialog, 'Meeting location'), 'Main St car park')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('Booking Confirmed')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard/myorders')
    expect(screen.getByTestId('location-state').textContent).toBe(
      JSON.stringify({ booking: 'b1', requested: 'Toyota RAV4 XLE' }),
    )
    expect(callsTo(fetch, 'POST /api/bookings')).toEqual([
      {
        car_id: car._id,
        phone: '+1 555 010 2030',
        meeting_location: 'Main St car park',
        slots: [new Date(2026, 5, 11, 10, 0).toISOString()],
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ])
    expect(queryClient.getQueryState(['bookings', 'mine'])?.isInvalidated).toBe(true)
  })

  it('proposes up to three times, and names a time that cannot be proposed', async () => {
    const { fetch } = renderPage(
      {},
      {
        'POST /api/bookings': () =>
          jsonResponse({ acknowledged: true, insertedId: 'b1', message: 'Booking Confirmed' }, 201),
      },
    )
    const dialog = await openModal()
    const add = () => within(dialog).getByRole('button', { name: '+ Add another time' })
    await userEvent.click(add())
    expect(field(dialog, 'Time 2').value).toBe('2026-06-12T10:00')
    await userEvent.click(add())
    expect(within(dialog).queryByRole('button', { name: '+ Add another time' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove time 2' }))
    expect(field(dialog, 'Time 2').value).toBe('2026-06-13T10:00')
    expect(within(dialog).queryByLabelText('Time 3')).toBeNull()

    await userEvent.type(field(dialog, 'Phone'), '555 010 2030')
    await userEvent.type(field(dialog, 'Meeting location'), 'Main St')
    fireEvent.change(field(dialog, 'Time 2'), { target: { value: '2026-06-09T10:00' } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Choose a time in the future')).toBeTruthy()
    expect(field(dialog, 'Time 2').getAttribute('aria-invalid')).toBe('true')
    expect(callsTo(fetch, 'POST /api/bookings')).toHaveLength(0)

    fireEvent.change(field(dialog, 'Time 2'), { target: { value: '2026-06-20T17:30' } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Booking Confirmed')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/bookings')[0].slots).toEqual([
      new Date(2026, 5, 11, 10, 0).toISOString(),
      new Date(2026, 5, 20, 17, 30).toISOString(),
    ])
  })

  it("shows the server's reason when someone else booked first, and shows the car as Reserved", async () => {
    let status: Car['status'] = 'Active'
    const { fetch } = renderPage(
      { answer: () => jsonResponse({ ...car, status }) },
      {
        'POST /api/bookings': () => {
          status = 'Booked'
          return jsonResponse({ acknowledged: false, message: 'This car was just booked' }, 409)
        },
      },
    )
    const dialog = await openModal()
    await userEvent.type(field(dialog, 'Phone'), '555 010 2030')
    await userEvent.type(field(dialog, 'Meeting location'), 'Main St')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe('This car was just booked')
    await waitFor(() => expect(bookButton()).toBeNull())
    expect(callsTo(fetch, `GET ${carPath}`)).toHaveLength(2)
    expect(screen.getByText(/A buyer has paid for this car/)).toBeTruthy()
  })
})
