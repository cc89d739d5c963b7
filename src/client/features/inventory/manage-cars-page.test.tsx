import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Car } from '#shared/cars'
import { buildCar } from '../../../../tests/support/client/build-car'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { Component as ManageCarsPage } from './manage-cars-page'

mimicModalDialogs()

const rav4 = buildCar({ _id: 'a1', carName: 'Toyota RAV4 XLE', isFeatured: false })
const golf = buildCar({ _id: 'b2', carName: 'VW Golf TSI', isFeatured: false, status: 'Booked' })

/** The seller inventory endpoints over an in-memory list of cars. */
function serve(cars: Car[]) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${url}`)
    const [, id, featured] = /\/api\/allcars\/([^/]+)(\/featured)?$/.exec(url) ?? []
    if (method === 'GET') return jsonResponse(cars)
    if (method === 'PUT' || featured) {
      const isFeatured = method === 'PUT'
      cars = cars.map((car) => (car._id === id ? { ...car, isFeatured } : car))
      return jsonResponse({ acknowledged: true, modifiedCount: 1 })
    }
    cars = cars.filter((car) => car._id !== id)
    return jsonResponse({ deletedCount: 1 })
  })
  return calls
}

function renderPage() {
  const { queryClient } = renderRoutes([{ path: '*', Component: ManageCarsPage }])
  // Home's featured list, cached from an earlier visit: a change here must make it stale.
  queryClient.setQueryData(['cars', 'featured'], [golf])
  return queryClient
}

describe('Manage Cars', () => {
  it('lists the cars with their status, and Edit only while Active', async () => {
    serve([rav4, golf])
    renderPage()
    expect(await screen.findByText('You have 2 cars')).toBeTruthy()
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2'])

    const [first, second] = rows as [HTMLElement, HTMLElement]
    expect(within(first).getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe(
      '/dashboard/managecars/a1/edit',
    )
    expect(within(second).queryByRole('link', { name: /^Edit/ })).toBeNull()
    expect(within(second).getByText('Reserved')).toBeTruthy()
    // Only a car for sale can be on FEATURED CARS.
    expect(within(second).queryByRole('button', { name: /^Set Featured/ })).toBeNull()
  })

  it('shows a listing held for review as In review, with why, and lets the seller edit it', async () => {
    const held = buildCar({
      _id: 'c3',
      carName: 'Honda Accord LX',
      status: 'Hidden',
      review: {
        reasons: [
          {
            rule: 'vin_clone',
            message: 'The VIN is on another seller’s listing that is for sale.',
          },
        ],
      },
    })
    serve([held])
    renderPage()
    const row = (await screen.findByRole('row', { name: /Honda Accord LX/ })) as HTMLElement
    expect(within(row).getByText('In review')).toBeTruthy()
    expect(
      within(row).getByText('The VIN is on another seller’s listing that is for sale.'),
    ).toBeTruthy()
    expect(within(row).getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe(
      '/dashboard/managecars/c3/edit',
    )
    expect(within(row).queryByRole('button', { name: /^Set Featured/ })).toBeNull()
  })

  it('sets a car featured and takes it off, making the home page featured list stale', async () => {
    const calls = serve([rav4, golf])
    const queryClient = renderPage()
    const button = await screen.findByRole('button', { name: /^Set Featured.*RAV4/ })
    expect(button).toHaveProperty('disabled', false)
    await userEvent.click(button)

    expect(await screen.findByText('Data updated successfully')).toBeTruthy()
    expect(calls).toContain('PUT /api/allcars/a1')
    expect(queryClient.getQueryState(['cars', 'featured'])?.isInvalidated).toBe(true)

    // And takes it off again.
    await userEvent.click(await screen.findByRole('button', { name: /^Unfeature.*RAV4/ }))
    await screen.findByRole('button', { name: /^Set Featured.*RAV4/ })
    expect(calls).toContain('DELETE /api/allcars/a1/featured')
  })

  it('deletes a car only after the dialog naming it is confirmed', async () => {
    const calls = serve([rav4, golf])
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Delete.*RAV4/ }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete Toyota RAV4 XLE?')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: /^Delete.*RAV4/ }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('Data deleted successfully')).toBeTruthy()
    expect(calls).toContain('DELETE /api/allcars/a1')
    await waitFor(() => expect(screen.queryByText('Toyota RAV4 XLE')).toBeNull())
    expect(screen.getByText('You have 1 car')).toBeTruthy()
  })

  it('offers Add a Car when there are no cars yet', async () => {
    serve([])
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No cars yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add a Car' }).getAttribute('href')).toBe(
      '/dashboard/addproduct',
    )
  })
})

describe('Manage Cars for a dealer’s lot', () => {
  // 120 cars, newest first: stock numbers L-120 down to L-001.
  const lot = Array.from({ length: 120 }, (_, i) =>
    buildCar({
      _id: `lot-${120 - i}`,
      carName: `Lot car ${120 - i}`,
      stockNumber: `L-${String(120 - i).padStart(3, '0')}`,
    }),
  )

  /** GET /api/allcars as the server answers it: `stock` matched in any case, then the window. */
  function serveLot() {
    const asked: URLSearchParams[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams
      asked.push(query)
      const stock = (query.get('stock') ?? '').toLowerCase()
      const offset = Number(query.get('offset') ?? 0)
      const matching = lot.filter((c) => c.stockNumber!.toLowerCase().includes(stock))
      return jsonResponse(matching.slice(offset, offset + Number(query.get('limit') ?? 100)))
    })
    return asked
  }
  const rowNumbers = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent)

  it('shows a page of 50 with each stock number, and pages on', async () => {
    const asked = serveLot()
    renderPage()
    expect(await screen.findByText('Your cars 1–50, newest first')).toBeTruthy()
    expect(rowNumbers()).toHaveLength(50)
    expect(screen.getByText('Stock L-120')).toBeTruthy()
    expect(asked[0]!.get('limit')).toBe('51')
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Your cars 51–100, newest first')).toBeTruthy()
    expect(rowNumbers()[0]).toBe('51')
    expect(screen.getByText('Stock L-070')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Your cars 101–120, newest first')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
  })

  it('finds cars by stock number, and shows them all again', async () => {
    const asked = serveLot()
    renderPage()
    await screen.findByText('Your cars 1–50, newest first')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Stock number' }), 'l-11')
    await userEvent.click(screen.getByRole('button', { name: 'Find' }))
    expect(await screen.findByText('10 cars with “l-11” in the stock number')).toBeTruthy()
    expect(asked.at(-1)!.get('stock')).toBe('l-11')
    expect(asked.at(-1)!.get('offset')).toBe('0')
    expect(screen.getByRole('link', { name: 'Lot car 119' })).toBeTruthy()

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Stock number' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Stock number' }), 'Z')
    await userEvent.click(screen.getByRole('button', { name: 'Find' }))
    expect(await screen.findByText('No stock number holds “Z”')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Show all' }))
    expect(await screen.findByText('Your cars 1–50, newest first')).toBeTruthy()
  })
})
