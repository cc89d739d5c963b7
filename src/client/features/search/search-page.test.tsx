import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { Outlet, useMatches } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Car, CarPage } from '#shared/cars'
import { buildCar } from '../../../../tests/support/client/build-car'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { handle, Component as SearchPage } from './search-page'

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

/** The calls the search page makes, with `searchCars` answering GET /api/cars. */
function stubSearch(searchCars: (url: URL) => Response) {
  return stubApi({
    'GET /api/auth/me': { user: null },
    'GET /api/car-categories': [
      { _id: 'k1', category_id: 'suv', bodyType: 'SUV', CategoryImage: '/x.webp' },
    ],
    'GET /api/cars/suggest': [],
    'GET /api/cars': ({ url }: { url: URL }) => searchCars(url),
  })
}

/** A stand-in for GET /api/cars: free text over names, and the body type. */
function stubCars() {
  return stubSearch((url) => {
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
      (car) => car.carName.toLowerCase().includes(q) && (!category || car.carCategory === category),
    )
    return Response.json({ items, total: items.length, page: 1, pageSize: 24 })
  })
}

const carRequests = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/cars')

/** As the app's root layout does: the navbar's search box that the page's handle gives. */
function Layout() {
  const box = useMatches()
    .map((match) => (match.handle as { navbarSearch?: ReactNode } | undefined)?.navbarSearch)
    .find((search) => search !== undefined)
  return (
    <>
      <header>{box}</header>
      <Outlet />
    </>
  )
}

function renderSearch(entry = '/cars') {
  return renderRoutes(
    [{ Component: Layout, children: [{ path: '/cars', Component: SearchPage, handle }] }],
    entry,
  )
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

  describe('a search that names filters', () => {
    const suv = (id: string, price: number, distance: number) =>
      buildCar({ _id: id, carName: `SUV ${id}`, resale_price: price, distance })
    // How the server reads "suv under 20k near 60601" (docs/api.md), and the same less its price.
    const answers: Record<string, Partial<CarPage>> = {
      'suv under 20k near 60601': {
        items: [suv('cheap', 18500, 4)],
        interpreted: {
          q: '',
          category: 'suv',
          maxPrice: 20000,
          near: '60601',
          from: { category: 'suv', maxPrice: 'under 20k', near: 'near 60601' },
        },
      },
      'suv near 60601': {
        items: [suv('cheap', 18500, 4), suv('dear', 31000, 9)],
        interpreted: {
          q: '',
          category: 'suv',
          near: '60601',
          from: { category: 'suv', near: 'near 60601' },
        },
      },
      'suv under 5k near 60601': {
        items: [],
        interpreted: {
          q: '',
          category: 'suv',
          maxPrice: 5000,
          near: '60601',
          from: { category: 'suv', maxPrice: 'under 5k', near: 'near 60601' },
        },
        fallback: { reason: 'place', dropped: 'near 60601', items: [suv('far', 4800, 212)] },
      },
    }

    function stubReading() {
      return stubSearch((url) => {
        const answer = answers[url.searchParams.get('q') ?? ''] ?? { items: [] }
        const items = answer.items ?? []
        return Response.json({ ...answer, items, total: items.length, page: 1, pageSize: 24 })
      })
    }

    it('shows how the words were read as chips; removing one searches without its words', async () => {
      const fetch = stubReading()
      const { router } = renderSearch('/cars?q=suv+under+20k+near+60601')
      await screen.findByText('1 car')
      const chips = screen.getByRole('list', { name: 'Searching for' })
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['SUV', 'Under $20,000', 'Near 60601'])

      await userEvent.click(within(chips).getByRole('button', { name: 'Remove Under $20,000' }))
      await screen.findByText('2 cars')
      // The URL keeps the words as typed, less the chip's; a new history entry, so Back undoes it.
      expect(router.state.location.search).toBe('?q=suv+near+60601')
      expect(router.state.historyAction).toBe('PUSH')
      expect(carRequests(fetch).at(-1)!.searchParams.get('q')).toBe('suv near 60601')
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search cars' }).value).toBe(
        'suv near 60601',
      )
      expect(screen.queryByRole('button', { name: 'Remove Under $20,000' })).toBeNull()
    })

    it('says what it left out when nothing matched all of it, and shows the nearest cars', async () => {
      stubReading()
      const { router } = renderSearch('/cars?q=suv+under+5k+near+60601')
      const empty = await screen.findByText('No cars match your search')
      const notice = empty.parentElement!
      expect(notice.textContent).toContain('Nothing matched all of “suv under 5k near 60601”.')
      expect(notice.textContent).toContain('the nearest cars without “near 60601”, closest first')
      // The closest car, with how far it is.
      const card = (await screen.findByText('SUV far')).closest('article')!
      expect(card.textContent).toContain('212 mi away')
      within(notice).getByRole('button', { name: 'Clear filters' })

      await userEvent.click(
        within(notice).getByRole('button', { name: 'Search without “near 60601”' }),
      )
      await waitFor(() => expect(router.state.location.search).toBe('?q=suv+under+5k'))
    })
  })
})
