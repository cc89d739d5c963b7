import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { afterEach, describe, expect, it } from 'vitest'
import { buildCar } from '../../../tests/support/client/build-car'
import { compareList } from '../lib/compare-list'
import { CompareToggle } from './compare-toggle'

const cars = [1, 2, 3, 4].map((n) =>
  buildCar({ _id: `c${n}`, carName: `Car ${n}`, image: `/media/car${n}/800.webp` }),
)

afterEach(() => localStorage.clear())

describe('CompareToggle', () => {
  it('adds a car and takes it off again', async () => {
    render(<CompareToggle car={cars[0]!} />)
    const toggle = screen.getByRole('button', { name: 'Compare Car 1' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(compareList()).toEqual([{ id: 'c1', name: 'Car 1', image: '/media/car1/800.webp' }])
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(compareList()).toEqual([])
  })

  it('refuses a fourth car, saying why', async () => {
    render(
      <>
        {cars.map((car) => (
          <CompareToggle key={car._id} car={car} variant="icon" />
        ))}
        <Toaster />
      </>,
    )
    for (const n of [1, 2, 3])
      await userEvent.click(screen.getByRole('button', { name: `Compare Car ${n}` }))
    const fourth = screen.getByRole('button', { name: 'Compare Car 4' })
    await userEvent.click(fourth)
    expect(await screen.findByText('You can compare up to 3 cars. Remove one first.')).toBeTruthy()
    expect(fourth.getAttribute('aria-pressed')).toBe('false')
    expect(compareList().map((c) => c.id)).toEqual(['c1', 'c2', 'c3'])
  })
})
