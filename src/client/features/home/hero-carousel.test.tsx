import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { HeroCarousel } from './hero-carousel'
import { heroSlides } from './hero-slides'

function renderCarousel() {
  const router = createMemoryRouter([{ path: '/', element: <HeroCarousel slides={heroSlides} /> }])
  render(<RouterProvider router={router} />)
}

describe('HeroCarousel', () => {
  it('has buttons 1 to 4, the first one current', () => {
    renderCarousel()
    const buttons = [1, 2, 3, 4].map((n) =>
      screen.getByRole('button', { name: `Go to slide ${n}` }),
    )
    expect(buttons.map((button) => button.textContent)).toEqual(['1', '2', '3', '4'])
    expect(buttons[0]!.getAttribute('aria-current')).toBe('true')
  })

  it('makes the clicked slide current', async () => {
    renderCarousel()
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe(
      'true',
    )
    expect(
      screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current'),
    ).toBeNull()
  })

  it('loads the first slide image eagerly with high priority and the rest lazily', () => {
    renderCarousel()
    const [first, second] = screen.getAllByRole('img')
    expect(first!.getAttribute('fetchpriority')).toBe('high')
    expect(first!.getAttribute('loading')).toBe('eager')
    expect(first!.getAttribute('srcset')).toMatch(/800w, .+ 1600w$/)
    expect(second!.getAttribute('loading')).toBe('lazy')
  })

  it('links every call to action to the car search', () => {
    renderCarousel()
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(4)
    for (const link of links) expect(link.getAttribute('href')).toBe('/cars')
  })
})
