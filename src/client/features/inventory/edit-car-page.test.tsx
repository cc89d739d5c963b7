import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildCar } from '../../../../tests/support/client/build-car'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { Component as EditCarPage } from './edit-car-page'

mimicModalDialogs()

const car = buildCar({ _id: 'a1', carName: 'Toyota RAV4 XLE', carCategory: 'suv' })
const categories = [
  { _id: 'c1', category_id: 'sedan', bodyType: 'Sedan', CategoryImage: '/media/sedan/800.webp' },
  { _id: 'c2', category_id: 'suv', bodyType: 'SUV', CategoryImage: '/media/suv/800.webp' },
]

function renderPage(listing = car) {
  const patch = vi.fn()
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/api/car-categories') {
      // Later than the car, as it may well be: the prefilled body type must still show.
      await new Promise((resolve) => setTimeout(resolve, 20))
      return jsonResponse(categories)
    }
    if (init?.method === 'PATCH') {
      patch(url, JSON.parse(String(init.body)))
      return jsonResponse({ acknowledged: true })
    }
    return jsonResponse(listing)
  })
  renderRoutes(
    [
      { path: '/dashboard/managecars/:id/edit', Component: EditCarPage },
      { path: '/dashboard/managecars', element: <h1>Manage Cars</h1> },
    ],
    '/dashboard/managecars/a1/edit',
  )
  return patch
}

const control = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement

describe('Edit listing', () => {
  it('prefills the form from the car and saves it with PATCH', async () => {
    const patch = renderPage()
    await screen.findByRole('option', { name: 'SUV' })
    expect(control('Name').value).toBe('Toyota RAV4 XLE')
    expect(control('Price').value).toBe('28000')
    expect(control('Year of Buying').value).toBe('2020-05-14')
    expect(control('Body Type').value).toBe('suv')
    expect(control('Condition').value).toBe('Excellent')
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(car.image)

    await userEvent.clear(control('Resale Price'))
    await userEvent.type(control('Resale Price'), '11900')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Toyota RAV4 XLE is updated')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Manage Cars' })).toBeTruthy()
    expect(patch).toHaveBeenCalledWith(
      '/api/allcars/a1',
      expect.objectContaining({
        carName: 'Toyota RAV4 XLE',
        resale_price: 11900,
        carCategory: 'suv',
        fuelType: 'Hybrid',
        image: car.image,
        images: [car.image],
      }),
    )
  })

  it('explains why a reserved car cannot be edited', async () => {
    renderPage(buildCar({ status: 'Booked', carName: 'Honda Jazz' }))
    expect(await screen.findByText(/Honda Jazz is Reserved/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to Manage Cars' })))
  })

  it('asks before leaving changes unsaved: Keep editing stays, Leave goes', async () => {
    renderPage()
    await screen.findByRole('option', { name: 'SUV' })
    await userEvent.type(control('Origin'), ' (imported)')
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }))

    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' })
    expect(dialog.textContent).toContain('Your changes to this car will be lost.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(control('Origin').value).toMatch(/\(imported\)$/)

    // Closing or reloading the tab gets the browser's own prompt.
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }))
    expect(await screen.findByRole('heading', { name: 'Manage Cars' })).toBeTruthy()
  })

  it('counts a removed photo as a change', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Remove/ }))
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }))
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy()
  })

  it('leaves an untouched form without asking, and then the tab too', async () => {
    renderPage()
    await screen.findByRole('option', { name: 'SUV' })
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(false)
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }))
    expect(await screen.findByRole('heading', { name: 'Manage Cars' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('Edit listing: a dealer’s car', () => {
  const dealerCar = buildCar({
    _id: 'a1',
    carName: 'Toyota RAV4 XLE',
    carCategory: 'suv',
    dealer: { _id: 'd1', name: 'Lone Star Motors', verified: false },
    stockNumber: 'A-1001',
    origin: null,
    price: null,
    years_of_used: null,
    buyingyear: null,
    milespergallon: 35,
    image: '',
    images: [],
  })

  it('leaves out what dealers may leave out, and clears what is emptied', async () => {
    const patch = renderPage(dealerCar)
    await screen.findByRole('option', { name: 'SUV' })
    for (const label of [
      'Origin',
      'Price',
      'Years of used',
      'Miles per gallon',
      'Year of Buying',
    ]) {
      expect(screen.getByText(label, { selector: 'label' }).textContent).toBe(`${label}(optional)`)
    }
    expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull()
    await userEvent.clear(screen.getByLabelText(/^Miles per gallon/, { selector: 'input' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Toyota RAV4 XLE is updated')).toBeTruthy()
    const [, body] = patch.mock.calls[0]!
    expect(body).toMatchObject({
      origin: null,
      price: null,
      years_of_used: null,
      buyingyear: null,
      milespergallon: null,
      resale_price: 12500,
    })
    expect(body).not.toHaveProperty('image')
  })
})
