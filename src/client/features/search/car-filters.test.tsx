import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { CarSearch } from '#shared/search'
import { renderWithProviders } from '../../../../tests/support/client/render-with-providers'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { CarFilters } from './car-filters'
import { countFilters, defaultCarSearch } from './car-search-params'

/** The panel over a search held in state, as the page holds it in the URL. */
function Panel({ start, seen }: { start: CarSearch; seen: (search: CarSearch) => void }) {
  const [search, setSearch] = useState(start)
  return (
    <CarFilters
      search={search}
      withCategory
      update={(patch) => {
        const next = { ...search, ...patch }
        seen(next)
        setSearch(next)
      }}
    />
  )
}

const renderPanel = (start: Partial<CarSearch> = {}) => {
  stubApi({ 'GET /api/car-categories': [] })
  const seen = vi.fn<(search: CarSearch) => void>()
  renderWithProviders(<Panel start={{ ...defaultCarSearch, ...start }} seen={seen} />)
  return seen
}

describe('CarFilters: drivetrain and seats', () => {
  it('narrows by a drivetrain and a least number of seats, each counted as one filter', async () => {
    const seen = renderPanel()
    const drivetrain = await screen.findByLabelText<HTMLSelectElement>('Drivetrain')
    await waitFor(() => expect(drivetrain.closest('[inert]')).toBeNull())
    expect([...drivetrain.options].map((o) => o.text)).toEqual(['Any', 'FWD', 'RWD', 'AWD', '4WD'])
    const seats = screen.getByLabelText<HTMLSelectElement>('Seats')
    expect([...seats.options].map((o) => o.text)).toEqual([
      'Any',
      '2 or more',
      '4 or more',
      '5 or more',
      '7 or more',
      '8 or more',
    ])

    await userEvent.selectOptions(drivetrain, 'AWD')
    await userEvent.selectOptions(seats, '7 or more')
    const last = seen.mock.lastCall![0]
    expect(last).toMatchObject({ drivetrain: 'AWD', minSeats: 7 })
    expect(countFilters(last)).toBe(2)

    // "Any" takes the bound off again.
    await userEvent.selectOptions(seats, 'Any')
    expect(seen.mock.lastCall![0].minSeats).toBeUndefined()
  })

  it('shows a seat count from a link that the list does not offer, rather than "Any"', async () => {
    renderPanel({ minSeats: 6, drivetrain: '4WD' })
    const seats = await screen.findByLabelText<HTMLSelectElement>('Seats')
    expect(seats.selectedOptions[0]!.text).toBe('6 or more')
    expect(screen.getByLabelText<HTMLSelectElement>('Drivetrain').value).toBe('4WD')
  })
})
