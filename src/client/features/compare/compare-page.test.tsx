import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Car } from '#shared/cars'
import { ana } from '../../../../tests/support/client/ana'
import { buildCar } from '../../../../tests/support/client/build-car'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { compareList } from '../../lib/compare-list'
import { Component as ComparePage } from './compare-page'

const leaf = buildCar({
  _id: 'c1',
  carName: '2021 Nissan Leaf SV',
  fuelType: 'Electric',
  milespergallon: 111,
  modelYear: 2021,
  drivetrain: null,
})
const rav4 = buildCar({ _id: 'c2', carName: '2020 Toyota RAV4 XLE' })
const sold = buildCar({ _id: 'c3', carName: '2018 Ford Explorer', status: 'Sold' })

function choose(...cars: Car[]) {
  const chosen = cars.map((c) => ({ id: c._id, name: c.carName, image: c.image }))
  localStorage.setItem('wheelanes:compare', JSON.stringify(chosen))
}

function renderPage(user: typeof ana | null, cars: Car[] = []) {
  const fetch = stubApi({
    'GET /api/auth/me': { user },
    'GET /api/car-categories': [
      { _id: 'k1', category_id: 'suv', bodyType: 'SUV', CategoryImage: '/x.webp' },
    ],
    ...Object.fromEntries(cars.map((c) => [`GET /api/featured-cars/${c._id}`, c])),
  })
  renderRoutes(
    [
      { path: '/compare', Component: ComparePage },
      { path: '/login', element: <Landing name="Login" /> },
    ],
    '/compare',
  )
  return fetch
}

afterEach(() => localStorage.clear())

describe('the compare page', () => {
  it('puts every attribute of the chosen cars in one table, one column a car', async () => {
    choose(leaf, rav4)
    renderPage(ana, [leaf, rav4])
    const table = await screen.findByRole('table')
    const heads = within(table).getAllByRole('columnheader')
    expect(heads.map((h) => h.textContent)).toEqual([
      expect.stringContaining('2021 Nissan Leaf SV'),
      expect.stringContaining('2020 Toyota RAV4 XLE'),
    ])
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')
    const cells = (label: string) => [...row(label)].map((td) => td.textContent)
    expect(cells('Price')).toEqual(['$12,500', '$12,500'])
    expect(cells('Model year')).toEqual(['2021', '2020'])
    // Named once the body types have loaded.
    await waitFor(() => expect(cells('Body Type')).toEqual(['SUV', 'SUV']))
    expect(cells('Miles per gallon (MPGe if electric)')).toEqual(['111 MPGe', '35 mpg'])
    // The Leaf does not say: a dash, read out as such.
    expect(cells('Drivetrain')).toEqual(['—Not given', 'AWD'])
    for (const label of ['Mileage', 'Fuel type', 'Transmission', 'Seats', 'Exterior colour']) {
      expect(within(table).getByRole('rowheader', { name: label })).toBeTruthy()
    }
    for (const label of ['Deal rating', 'Location', 'Seller', 'New price', 'VIN']) {
      expect(within(table).getByRole('rowheader', { name: label })).toBeTruthy()
    }

    await userEvent.click(within(table).getByRole('button', { name: 'Remove 2021 Nissan Leaf SV' }))
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(1)
    expect(compareList().map((c) => c.id)).toEqual(['c2'])
  })

  it('drops a sold car and one no longer listed, saying so', async () => {
    const gone = buildCar({ _id: 'c4', carName: '2017 Honda Civic' })
    choose(rav4, sold, gone)
    renderPage(ana, [rav4, sold])
    expect(
      await screen.findByText('The 2018 Ford Explorer has been sold, so it is no longer compared.'),
    ).toBeTruthy()
    expect(
      screen.getByText('The 2017 Honda Civic is no longer listed, so it is no longer compared.'),
    ).toBeTruthy()
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1)
    expect(compareList().map((c) => c.id)).toEqual(['c2'])
  })

  it('asks a guest to sign in for the table, and comes back here', async () => {
    choose(leaf, rav4)
    const fetch = renderPage(null)
    expect(
      await screen.findByRole('heading', { name: 'Sign in to compare these 2 cars' }),
    ).toBeTruthy()
    expect(screen.getByText('2021 Nissan Leaf SV', { selector: 'p' })).toBeTruthy()
    expect(callsTo(fetch, 'GET /api/featured-cars/c1')).toHaveLength(0)

    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy()
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? '')).toMatchObject({
      from: { pathname: '/compare' },
    })
  })

  it('says how to choose cars when none are chosen', async () => {
    renderPage(ana)
    expect(await screen.findByRole('heading', { name: 'No cars to compare yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse cars' })).toBeTruthy()
  })

  it('offers to try again when a car fails to load', async () => {
    choose(rav4)
    stubApi({
      'GET /api/auth/me': { user: ana },
      'GET /api/featured-cars/c2': () => jsonResponse({ message: 'Server busy' }, 503),
    })
    renderRoutes([{ path: '/compare', Component: ComparePage }], '/compare')
    expect(await screen.findByText(/We couldn’t load the 2020 Toyota RAV4 XLE/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
