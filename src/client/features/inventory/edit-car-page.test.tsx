import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { buildCar } from '../../test/build-car'
import { jsonResponse } from '../../test/render-with-providers'
import { Component as EditCarPage } from './edit-car-page'

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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/dashboard/managecars/:id/edit', Component: EditCarPage },
      { path: '/dashboard/managecars', element: <h1>Manage Cars</h1> },
    ],
    { initialEntries: ['/dashboard/managecars/a1/edit'] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
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

  it('explains why a booked car cannot be edited', async () => {
    renderPage(buildCar({ status: 'Booked', carName: 'Honda Jazz' }))
    expect(await screen.findByText(/Honda Jazz is Booked/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to Manage Cars' })))
  })
})
