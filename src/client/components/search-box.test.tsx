import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSearchParams } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../tests/support/client/render-routes'
import { stubApi } from '../../../tests/support/client/stub-api'
import { SearchBox } from './search-box'

/** A stand-in search page that shows the search it was opened with. */
function Results() {
  const [params] = useSearchParams()
  return <h1>Results for {params.get('q')}</h1>
}

function renderHome() {
  stubApi({
    'GET /api/cars/suggest': ({ url }: { url: URL }) =>
      Response.json(
        url.searchParams.get('q') === 'toy'
          ? [{ label: 'Toyota', kind: 'make', query: 'toyota' }]
          : [],
      ),
  })
  return renderRoutes(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/cars', Component: Results },
    ],
    '/',
  )
}

const box = () => screen.findByRole<HTMLInputElement>('combobox', { name: 'Search cars' })
const stored = () => JSON.parse(localStorage.getItem('wheelanes:recent-searches') ?? '[]')

describe('SearchBox', () => {
  beforeEach(() => localStorage.clear())

  it('is a plain form that opens the search page with the words, before any script', async () => {
    renderHome()
    const form = screen.getByRole('search')
    expect(form.getAttribute('action')).toBe('/cars')
    expect(form.getAttribute('method')).toBe('get')
    expect((await box()).name).toBe('q')
  })

  it('opens the search page and keeps the search; focused and empty, it offers the last ones', async () => {
    const { router } = renderHome()
    await userEvent.type(await box(), 'suv under 20k{Enter}')
    await screen.findByRole('heading', { name: 'Results for suv under 20k' })
    expect(router.state.location.search).toBe('?q=suv+under+20k')
    await waitFor(() => expect(stored()).toEqual(['suv under 20k']))

    // Six more; the newest first, the same search once, and only five kept.
    for (const q of ['awd', 'honda near 60601', 'SUV under 20K', 'electric', 'cheap suv']) {
      await router.navigate('/')
      await userEvent.type(await box(), `${q}{Enter}`)
      await screen.findByRole('heading', { name: `Results for ${q}` })
    }
    await waitFor(() =>
      expect(stored()).toEqual([
        'cheap suv',
        'electric',
        'SUV under 20K',
        'honda near 60601',
        'awd',
      ]),
    )

    await router.navigate('/')
    await userEvent.click(await box())
    const recent = await screen.findByRole('list', { name: 'Recent searches' })
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cheap suv', 'electric', 'SUV under 20K', 'honda near 60601', 'awd'])
    // Typing hides them; emptying the box shows them again.
    await userEvent.type(await box(), 'h')
    expect(screen.queryByRole('list', { name: 'Recent searches' })).toBeNull()
    await userEvent.clear(await box())
    await screen.findByRole('list', { name: 'Recent searches' })

    await userEvent.click(screen.getByRole('button', { name: 'honda near 60601' }))
    await screen.findByRole('heading', { name: 'Results for honda near 60601' })
    await waitFor(() => expect(stored()[0]).toBe('honda near 60601'))
  })

  it('offers the makes, models and body types that begin with the words', async () => {
    renderHome()
    const input = await box()
    await userEvent.type(input, 'toy')
    const list = document.getElementById(input.getAttribute('list')!)!
    await waitFor(() =>
      expect([...list.querySelectorAll('option')].map((option) => option.value)).toEqual([
        'Toyota',
      ]),
    )
  })

  it('forgets a recent search the person removes, and stays open for the rest', async () => {
    localStorage.setItem('wheelanes:recent-searches', JSON.stringify(['awd', 'cheap suv']))
    renderHome()
    await userEvent.click(await box())
    const recent = await screen.findByRole('list', { name: 'Recent searches' })
    await userEvent.click(
      within(recent).getByRole('button', { name: 'Remove “awd” from recent searches' }),
    )
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cheap suv'])
    expect(stored()).toEqual(['cheap suv'])
    expect(document.activeElement).toBe(await box())

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Recent searches' })).toBeNull()
  })
})
