import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LocalTime } from './local-time'

const iso = '2024-05-02T15:30:00.000Z'

describe('LocalTime', () => {
  it('is written out in UTC on the server, the same in every engine', () => {
    expect(renderToString(<LocalTime iso={iso} withTime />)).toBe(
      `<time dateTime="${iso}">May 2, 2024, 3:30 PM</time>`,
    )
    expect(renderToString(<LocalTime iso="2024-12-31T00:05:00.000Z" withTime />)).toContain(
      'Dec 31, 2024, 12:05 AM',
    )
    expect(renderToString(<LocalTime iso={iso} later={() => '5 min ago'} />)).toContain(
      'May 2, 2024',
    )
  })

  it('writes an appointment with its weekday and without the year', () => {
    expect(renderToString(<LocalTime iso="2025-11-25T22:05:00.000Z" appointment />)).toBe(
      '<time dateTime="2025-11-25T22:05:00.000Z">Tue, Nov 25, 10:05 PM</time>',
    )
  })

  it('is the reader’s own time once in the browser', () => {
    render(<LocalTime iso={iso} later={() => '5 min ago'} />)
    expect(screen.getByText('5 min ago').getAttribute('datetime')).toBe(iso)
  })
})
