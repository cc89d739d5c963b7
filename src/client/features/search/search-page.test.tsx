import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Car } from '#shared/cars'
import { buildCar } from '../../../../tests/support/client/build-car'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { Component as SearchPage } from './search-page'

const cars: Car[] = [
  buildCar({
    _id: 'c1',
    carName: '2019 Toyota Camry SE',
    company: 'Toyota',
    carCategory: 'sedan',
    resale_price: 19900,
  }),
  buildCar({ _id: 'c2', carName: '2020 Honda Accord', company: 'Honda', resale_price: 23400 }),
  buildCar({ _id: 'c3', carName: '2020 Toyota RAV4', company: 'Toyota', resale_price: 27800 }),
]

/** A stand-in for GET /api/cars: free text over names, and the body type. */
function stubCars() {
  return stubApi({
    'GET /api/auth/me': { user: null },
    'GET /api/car-categories': [
      { _id: 'k1', category_id: 'suv', bodyType: 'SUV', CategoryImage: '/x.webp' },
    ],
    'GET /api/cars/suggest': [],
    'GET /api/cars': ({ url }: { url: URL }) => {
      if (url.searchParams.get('near') === '00000') {
        const message = 'We don’t know this ZIP code: check it for a typo'
        return Response.json(
          { message, issues: [{ path: 'querystring.near', message }] },
          { status: 400 },
        )
      }
      const q = url.searchParams.get('q')?.toLowerCase() ?? ''
      const category = url.searchParams.get('category')
      const items = cars.filter(
        (car) =>
          car.carName.toLowerCase().includes(q) && (!category || car.carCategory === category),
      )
      return Response.json({ items, total: items.length, page: 1, pageSize: 24 })
    },
  })
}

const carRequests = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/cars')

function renderSearch(entry = '/cars') {
  return renderRoutes([{ path: '/cars', Component: SearchPage }], entry)
}

describe('SearchPage', () => {
  it('searches as the person types, with one request per pause rather than per keystroke', async () => {
    const fetch = stubCars()
    const { router } = renderSearch()
    await screen.findByText('3 cars')
    expect(carRequests(fetch)).toHaveLength(1)

    await userEvent.type(screen.getByRole('combobox', { name: 'Search cars' }), 'toyota')
    await screen.findByText('2 cars')
    expect(screen.queryByText('2020 Honda Accord')).toBeNull()
    // Six keystrokes, one more request, for the whole word.
    const requests = carRequests(fetch)
    expect(requests).toHaveLength(2)
    expect(requests[1]!.searchParams.get('q')).toBe('toyota')
    // Typing replaces the history entry; the URL holds the search.
    expect(router.state.location.search).toBe('?q=toyota')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('puts filters in the URL as new history entries, and Back restores the last state', async () => {
    stubCars()
    const { router } = renderSearch('/cars?q=toyota')
    await screen.findByText('2 cars')
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search cars' }).value).toBe(
      'toyota',
    )

    await userEvent.selectOptions(await screen.findByLabelText('Body Type'), 'suv')
    await waitFor(() => expect(router.state.location.search).toBe('?q=toyota&category=suv'))
    expect(router.state.historyAction).toBe('PUSH')
    await screen.findByText('1 car')

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=toyota&category=suv&sort=price_asc'),
    )

    await router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).toBe('?q=toyota&category=suv'))
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('relevance'),
    )
    await router.navigate(-1)
    await screen.findByText('2 cars')
    expect(screen.getByLabelText<HTMLSelectElement>('Body Type').value).toBe('')
  })

  it('says when nothing matches and clears the search', async () => {
    stubCars()
    const { router } = renderSearch('/cars?q=lamborghini&sort=price_asc')
    const empty = await screen.findByText('No cars match your search')
    await userEvent.click(
      within(empty.parentElement!).getByRole('button', { name: 'Clear filters' }),
    )
    await screen.findByText('3 cars')
    // The sort order is not a filter: it stays.
    expect(router.state.location.search).toBe('?sort=price_asc')
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search cars' }).value).toBe('')
  })

  it('says at the ZIP code field when the ZIP code is unknown, and measures from a good one', async () => {
    stubCars()
    const { router } = renderSearch('/cars?near=00000&sort=distance')
    const zip = await screen.findByRole('textbox', { name: 'ZIP code' })
    await screen.findByText('Check the ZIP code to see cars near it.')
    expect(zip.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('We don’t know this ZIP code: check it for a typo').id).toBe(
      zip.getAttribute('aria-describedby'),
    )
    // Clearing it drops the sort by distance too.
    await userEvent.clear(zip)
    await userEvent.tab()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await screen.findByText('3 cars')
    expect(screen.getByLabelText<HTMLSelectElement>('Distance').disabled).toBe(true)
  })
})
