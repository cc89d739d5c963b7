import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Members, MyDealer } from '#shared/dealers'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as DealerDashboardPage } from './dealer-dashboard-page'

const seller = { _id: 'u1', name: 'Olive', email: 'olive@example.com', role: 'seller' }
const dealerId = '5d1f6a2e-0c3b-4d7e-9f10-2a3b4c5d6e7f'
const dealer = {
  _id: dealerId,
  name: 'Olive Motors',
  postalCode: '78704',
  city: 'Austin',
  phone: null,
  licenceNumber: 'TX-123',
  crmEmail: null,
  openingHours: null,
  verified: false,
  memberSince: '2024-03-05T12:00:00.000Z',
}
const members: Members = {
  members: [
    {
      _id: 'u1',
      name: 'Olive',
      email: 'olive@example.com',
      role: 'owner',
      since: dealer.memberSince,
    },
    { _id: 'u2', name: 'Sam', email: 'sam@example.com', role: 'sales', since: dealer.memberSince },
  ],
  invites: [
    {
      _id: 'i1',
      email: 'new@example.com',
      role: 'manager',
      expiresAt: '2024-03-12T12:00:00.000Z',
      createdAt: '2024-03-05T12:00:00.000Z',
    },
  ],
}

function renderPage(mine: MyDealer, extra: Record<string, unknown> = {}) {
  const fetch = stubApi({
    'GET /api/auth/me': { user: seller },
    'GET /api/dealers/mine': mine,
    ...extra,
  })
  renderRoutes([{ path: '/dashboard/dealer', Component: DealerDashboardPage }], '/dashboard/dealer')
  return fetch
}

mimicModalDialogs()

describe('the Dealer page', () => {
  it('makes a dealer for a seller who works for none, checking the form first', async () => {
    const fetch = renderPage(
      { dealer: null, role: null },
      { 'POST /api/dealers': { _id: dealerId } },
    )
    expect(await screen.findByRole('heading', { name: 'Sell as a dealer' })).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Name'), 'Olive Motors')
    await userEvent.type(screen.getByLabelText('ZIP code'), '787')
    await userEvent.type(screen.getByLabelText('City'), 'Austin')
    await userEvent.click(screen.getByRole('button', { name: 'Create the dealer' }))
    expect(await screen.findByText('Enter a 5-digit ZIP code')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/dealers')).toEqual([])
    await userEvent.type(screen.getByLabelText('ZIP code'), '04')
    await userEvent.click(screen.getByRole('button', { name: 'Create the dealer' }))
    expect(callsTo(fetch, 'POST /api/dealers')).toEqual([
      { name: 'Olive Motors', postalCode: '78704', city: 'Austin', phone: '', licenceNumber: '' },
    ])
  })

  it('shows the owner its members, open invitations, and sends a new one', async () => {
    const fetch = renderPage(
      { dealer, role: 'owner' },
      {
        [`GET /api/dealers/${dealerId}/members`]: members,
        [`POST /api/dealers/${dealerId}/invites`]: {
          ...members.invites[0],
          email: 'kim@example.com',
        },
      },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Olive Motors' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Stock import and feeds' })).toBeTruthy()
    const people = await screen.findByRole('region', { name: 'Members' })
    const rows = within(people).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Owner'),
      expect.stringContaining('Sales'),
    ])
    // The owner cannot be removed; staff can.
    expect(within(rows[0]!).queryByRole('button', { name: /^Remove/ })).toBeNull()
    // Named with the person, so a screen reader's list of buttons says whom it removes.
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Sam' })).toBeTruthy()
    const open = screen.getByRole('region', { name: 'Invitations not yet accepted' })
    expect(within(open).getByText('new@example.com')).toBeTruthy()
    expect(
      within(open).getByRole('button', { name: 'Withdraw the invitation to new@example.com' }),
    ).toBeTruthy()

    await userEvent.type(screen.getByLabelText('E-mail address'), 'kim@example.com')
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'manager')
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText(/Invitation sent to kim@example.com/)).toBeTruthy()
    expect(callsTo(fetch, `POST /api/dealers/${dealerId}/invites`)).toEqual([
      { email: 'kim@example.com', role: 'manager' },
    ])
  })

  it('sets the CRM lead e-mail, saying what is sent there', async () => {
    const fetch = renderPage(
      { dealer, role: 'owner' },
      {
        [`GET /api/dealers/${dealerId}/members`]: members,
        [`PATCH /api/dealers/${dealerId}`]: { ...dealer, crmEmail: 'leads@crm.example' },
      },
    )
    const crm = await screen.findByLabelText(/^CRM lead e-mail/)
    expect(crm.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(crm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Each new lead is sent there as ADF XML, the format CRMs read.',
    )
    await userEvent.type(crm, 'leads@crm')
    const details = screen.getByRole('region', { name: 'Details' })
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }))
    expect(await within(details).findByText('Enter a valid email address')).toBeTruthy()
    expect(callsTo(fetch, `PATCH /api/dealers/${dealerId}`)).toEqual([])
    await userEvent.type(crm, '.example')
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }))
    expect(await within(details).findByText('Saved.')).toBeTruthy()
    expect(callsTo(fetch, `PATCH /api/dealers/${dealerId}`)).toEqual([
      expect.objectContaining({ crmEmail: 'leads@crm.example' }),
    ])
  })

  it('sets opening hours: seven days, Sunday first as sent, a closed day null, and the zone', async () => {
    const fetch = renderPage(
      { dealer, role: 'owner' },
      {
        [`GET /api/dealers/${dealerId}/members`]: members,
        [`PATCH /api/dealers/${dealerId}`]: dealer,
      },
    )
    const hours = await screen.findByRole('region', { name: 'Opening hours' })
    expect(within(hours).getByText(/Not set yet/)).toBeTruthy()
    await userEvent.selectOptions(
      within(hours).getByLabelText('Time zone'),
      'Pacific (Los Angeles)',
    )
    // Saturday closes before it opens: refused here, not sent.
    const closes = within(hours).getByLabelText('Saturday closes')
    await userEvent.clear(closes)
    await userEvent.type(closes, '08:00')
    await userEvent.click(within(hours).getByRole('button', { name: 'Save hours' }))
    expect(within(hours).getByRole('alert').textContent).toBe(
      'Saturday: A day closes after it opens',
    )
    expect(callsTo(fetch, `PATCH /api/dealers/${dealerId}`)).toEqual([])
    await userEvent.click(within(hours).getByRole('checkbox', { name: 'Open on Saturday' }))
    await userEvent.click(within(hours).getByRole('button', { name: 'Save hours' }))
    expect(await within(hours).findByText('Saved.')).toBeTruthy()
    const weekday = { opens: '09:00', closes: '18:00' }
    expect(callsTo(fetch, `PATCH /api/dealers/${dealerId}`)).toEqual([
      {
        openingHours: {
          timeZone: 'America/Los_Angeles',
          days: [null, weekday, weekday, weekday, weekday, weekday, null],
        },
      },
    ])
  })

  it('tells sales staff which dealer they work for, and nothing of its members', async () => {
    renderPage({ dealer, role: 'sales' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Olive Motors' })).toBeTruthy()
    expect(screen.getByText(/You answer leads, messages and test drives/)).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Stock import and feeds' })).toBeNull()
  })
})
