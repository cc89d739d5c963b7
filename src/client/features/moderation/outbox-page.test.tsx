import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OutboxItem } from '#shared/mail'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { stubApi } from '../../../../tests/support/client/stub-api'
import { Component as OutboxPage } from './outbox-page'

const mail = (subject: string, more: Partial<OutboxItem> = {}): OutboxItem => ({
  _id: `id-${subject}`,
  to: 'ada@example.com',
  subject,
  kind: 'booking.requested',
  text: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  sentAt: null,
  error: null,
  ...more,
})

describe('Outbox', () => {
  it('shows who, what about and whether it went; the words only of a mail still waiting', async () => {
    stubApi({
      'GET /api/admin/outbox': [
        mail('Test drive request: Blue Golf', { text: 'Bea asked to test-drive your Blue Golf.' }),
        mail('Reset your Wheelanes password', { kind: 'password-reset' }),
        mail('Your password was changed', {
          kind: 'password-changed',
          sentAt: '2026-01-02T10:01:00.000Z',
        }),
      ],
    })
    renderRoutes([{ path: '/', element: <OutboxPage /> }])

    const waiting = await screen.findByRole('row', { name: /Test drive request/ })
    expect(within(waiting).getByText('booking.requested')).toBeTruthy()
    expect(within(waiting).getByText('Waiting')).toBeTruthy()
    await userEvent.click(within(waiting).getByText('Test drive request: Blue Golf'))
    expect(within(waiting).getByText('Bea asked to test-drive your Blue Golf.')).toBeTruthy()

    const reset = screen.getByRole('row', { name: /Reset your Wheelanes password/ })
    expect(within(reset).getByText('password-reset')).toBeTruthy()
    expect(within(reset).getByText(/Private to the recipient/)).toBeTruthy()

    const sent = screen.getByRole('row', { name: /Your password was changed/ })
    expect(within(sent).getByText('Sent')).toBeTruthy()
    expect(within(sent).getByText(/no longer kept/)).toBeTruthy()
    expect(within(sent).getAllByRole('time')).toHaveLength(2)
  })
})
