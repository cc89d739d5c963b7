import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildCar } from '../../../../tests/support/client/build-car'
import { DealRating } from './deal-rating'

const camry = (resale_price: number, expectedPrice: number) =>
  buildCar({
    make: 'Toyota',
    model: 'Camry',
    modelYear: 2019,
    resale_price,
    dealRating: { label: 'great', expectedPrice, comparables: 12, scope: 'model' },
  })

describe('DealRating', () => {
  it('explains a rating in one sentence: the difference, the expected price, what it rests on', () => {
    render(<DealRating car={camry(18900, 21300)} />)
    expect(screen.getByText(/Great deal/).parentElement?.textContent).toBe(
      'Great deal: $18,900 is $2,400 below the $21,300 we expect from 12 similar Toyota Camry listings (same model, 2018–2020), allowing for mileage and condition.',
    )
  })

  it('says above for a price over the expected one, and the label as the server gave it', () => {
    const car = camry(25000, 21300)
    render(<DealRating car={{ ...car, dealRating: { ...car.dealRating!, label: 'overpriced' } }} />)
    expect(screen.getByText(/Overpriced/).parentElement?.textContent).toContain(
      '$25,000 is $3,700 above the $21,300 we expect',
    )
  })

  it('says how wide it looked: more model years of the model, or the body type', () => {
    const car = camry(18900, 21300)
    const { rerender } = render(
      <DealRating
        car={{ ...car, dealRating: { ...car.dealRating!, comparables: 6, scope: 'model-years' } }}
      />,
    )
    expect(screen.getByText(/Great deal/).parentElement?.textContent).toBe(
      'Great deal: $18,900 is $2,400 below the $21,300 we expect from 6 Toyota Camry listings of 2016–2022 (too few of nearer years), allowing for model year, mileage and condition.',
    )
    const suv = { ...car, carCategory: 'suv', make: 'Subaru', model: 'Forester', modelYear: 2021 }
    rerender(
      <DealRating
        car={{ ...suv, dealRating: { ...car.dealRating!, comparables: 7, scope: 'segment' } }}
      />,
    )
    expect(screen.getByText(/Great deal/).parentElement?.textContent).toBe(
      'Great deal: $18,900 is $2,400 below the $21,300 we expect from 7 similar SUVs of 2017–2025 with a similar price new (too few Subaru Forester listings), allowing for price new, model year, mileage and condition.',
    )
  })

  it('says honestly when there is not enough data', () => {
    render(<DealRating car={buildCar({ dealRating: null })} />)
    expect(
      screen.getByText('Not enough similar listings yet to rate this price (fewer than 5).'),
    ).toBeTruthy()
  })
})
