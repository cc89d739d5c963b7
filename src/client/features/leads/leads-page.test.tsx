import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MyDealer } from '#shared/dealers'
import type { Assignee, Lead } from '#shared/leads'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { hrefOf } from '../../../../tests/support/client/href-of'
import { Component as LeadsPage } from './leads-page'

const seller = { _id: 'u1', name: 'Olive', email: 'olive@example.com', role: 'seller' }
const dealerId = '5d1f6a2e-0c3b-4d7e-9f10-2a3b4c5d6e7f'
const civicId = '0b6a3c1e-2d4f-4a5b-8c7d-9e0f1a2b3c4d'
const mine = (role: MyDealer['role'] = 'owner'): MyDealer => ({
  dealer: {
    _id: dealerId,
    name: 'Olive Motors',
    postalCode: '78704',
    city: 'Austin',
    phone: null,
    licenceNumber: null,
    crmEmail: null,
    openingHours: null,
    verified: true,
    memberSince: '2024-03-05T12:00:00.000Z',
  },
  role,
})
const assignees: Assignee[] = [
  { _id: 'u1', name: 'Olive', role: 'owner' },
  { _id: 'u2', name: 'Sam', role: 'sales' },
]
const lead = (overrides: Partial<Lead> = {}): Lead => ({
  _id: 'l1',
  kind: 'message',
  car: { _id: civicId, carName: 'Honda Civic EX', stockNumber: 'A-100' },
  buyer: { name: 'Kim Buyer' },
  status: 'new',
  assignee: null,
  createdAt: '2024-05-02T10:00:00.000Z',
  firstResponseAt: '2024-05-02T10:12:00.000Z',
  ...overrides,
})
const leads = [
  lead(),
  lead({
    _id: 'l2',
    kind: 'test_drive',
    car: { _id: null, carName: 'Mazda 3', stockNumber: null },
    buyer: { name: 'Lee Buyer', email: 'lee@example.com', phone: '+1 512 555 0100' },
    status: 'contacted',
    assignee: { _id: 'u2', name: 'Sam' },
    firstResponseAt: '2024-05-02T11:20:00.000Z',
  }),
]

function renderPage(
  routes: Record<string, unknown> = {},
  { role = 'owner' as MyDealer['role'], at = '/dashboard/leads' } = {},
) {
  const fetch = stubApi({
    'GET /api/auth/me': { user: seller },
    'GET /api/dealers/mine': mine(role),
    [`GET /api/dealers/${dealerId}/leads`]: leads,
    [`GET /api/dealers/${dealerId}/leads/assignees`]: assignees,
    ...routes,
  })
  const { router } = renderRoutes([{ path: '/dashboard/leads', Component: LeadsPage }], at)
  return { fetch, router }
}

const rows = async () => (await screen.findAllByRole('row')).slice(1)
const leadRequests = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith(`/api/dealers/${dealerId}/leads`) && !url.includes('assignees'))

describe('the Leads page', () => {
  it('shows each lead: the car, when, what the buyer did, the buyer, status, assignee, first answer', async () => {
    renderPage()
    const [civic, mazda] = (await rows()) as [HTMLElement, HTMLElement]
    expect(within(civic).getByRole('rowheader').textContent).toBe('Honda Civic EXStock A-100')
    expect(hrefOf('Honda Civic EX', civic)).toBe(`/featured-cars/${civicId}`)
    expect(within(civic).getByText('Message')).toBeTruthy()
    expect(within(civic).getByRole('link', { name: /^Answer in Inbox/ })).toBeTruthy()
    expect(within(civic).getByText('Kim Buyer')).toBeTruthy()
    expect(within(civic).queryAllByRole('link', { name: /@|\+1/ })).toEqual([])
    expect(within(civic).getByText('Answered after 12 min')).toBeTruthy()
    expect(within(civic).getByRole('combobox', { name: /^Status of/ })).toHaveProperty(
      'value',
      'new',
    )
    expect(within(civic).getByRole('combobox', { name: /^Who follows up/ })).toHaveProperty(
      'value',
      '',
    )
    expect(within(civic).getByRole('time').getAttribute('datetime')).toBe(
      '2024-05-02T10:00:00.000Z',
    )

    // A deleted car keeps its name, without a link.
    expect(within(mazda).getByRole('rowheader').textContent).toBe('Mazda 3')
    expect(within(mazda).queryByRole('link', { name: 'Mazda 3' })).toBeNull()
    expect(within(mazda).getByText('Test drive')).toBeTruthy()
    expect(hrefOf('lee@example.com', mazda)).toBe('mailto:lee@example.com')
    expect(hrefOf('+1 512 555 0100', mazda)).toBe('tel:+15125550100')
    expect(within(mazda).getByText('Answered after 1 h 20 min')).toBeTruthy()
    expect(within(mazda).getByRole('combobox', { name: /^Who follows up/ })).toHaveProperty(
      'value',
      'u2',
    )
    expect(hrefOf('Download CSV')).toBe(`/api/dealers/${dealerId}/leads.csv`)
  })

  it('flags a new lead waiting past the limit, and not one moved on', async () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString()
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 - 1_000).toISOString()
    renderPage({
      [`GET /api/dealers/${dealerId}/leads`]: [
        lead({ _id: 'a', createdAt: threeHoursAgo, firstResponseAt: null }),
        lead({ _id: 'b', createdAt: fiveMinutesAgo, firstResponseAt: null }),
        lead({ _id: 'c', createdAt: threeHoursAgo, firstResponseAt: null, status: 'lost' }),
      ],
    })
    const [late, fresh, lost] = (await rows()) as HTMLElement[]
    // The page's clock is kept to the minute: a wait may read up to a minute short.
    expect(within(late!).getByText(/^Waiting 3 h/).className).toContain('badge-warning')
    expect(within(fresh!).getByText(/^Waiting [45] min$/).className).not.toContain('badge-warning')
    expect(within(lost!).getByText('No answer on Wheelanes')).toBeTruthy()
  })

  it('changes a status and an assignee with PATCH, then fetches the leads again', async () => {
    let current = leads
    const { fetch } = renderPage({
      [`GET /api/dealers/${dealerId}/leads`]: () => jsonResponse(current),
      'PATCH /api/leads/l1': ({ body }: { body: { status?: Lead['status'] } }) => {
        current = [{ ...leads[0]!, status: body.status ?? 'new' }, leads[1]!]
        return jsonResponse(current[0])
      },
    })
    const [civic] = (await rows()) as [HTMLElement]
    const status = within(civic).getByRole('combobox', { name: /^Status of/ })
    await userEvent.selectOptions(status, 'Appointment')
    await waitFor(() => expect(status).toHaveProperty('value', 'appointment'))
    await userEvent.selectOptions(
      within(civic).getByRole('combobox', { name: /^Who follows up/ }),
      'Sam',
    )
    expect(callsTo(fetch, 'PATCH /api/leads/l1')).toEqual([
      { status: 'appointment' },
      { assignee: 'u2' },
    ])
    await waitFor(() => expect(leadRequests(fetch).length).toBeGreaterThanOrEqual(2))
  })

  it('filters by status, assignee and car, kept in the URL', async () => {
    const { fetch, router } = renderPage()
    await rows()
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Contacted')
    await waitFor(() =>
      expect(leadRequests(fetch)).toContain(`/api/dealers/${dealerId}/leads?status=contacted`),
    )
    expect(router.state.location.search).toBe('?status=contacted')
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), 'Unassigned')
    await userEvent.selectOptions(screen.getByLabelText('Car'), 'Honda Civic EX (A-100)')
    await waitFor(() =>
      expect(leadRequests(fetch)).toContain(
        `/api/dealers/${dealerId}/leads?status=contacted&assignee=none&car=${civicId}`,
      ),
    )
    expect(router.state.location.search).toBe(`?status=contacted&assignee=none&car=${civicId}`)
  })

  it('reads the filters from the URL, dropping what the server would refuse', async () => {
    const { fetch } = renderPage({}, { at: '/dashboard/leads?status=won&assignee=u2' })
    await rows()
    expect(screen.getByLabelText('Assigned to')).toHaveProperty('value', 'u2')
    expect(screen.getByLabelText('Status')).toHaveProperty('value', '')
    expect(leadRequests(fetch)).toContain(`/api/dealers/${dealerId}/leads?assignee=u2`)
  })

  it('says what leads are while there are none, and offers no CSV to sales staff', async () => {
    renderPage({ [`GET /api/dealers/${dealerId}/leads`]: [] }, { role: 'sales' })
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeTruthy()
    expect(
      screen.getByText(/first message, ask for a test drive, make an offer or pay/),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull()
  })

  it('sends a seller outside any dealer to the Dealer page', async () => {
    renderPage({ 'GET /api/dealers/mine': { dealer: null, role: null } })
    expect(await screen.findByRole('heading', { name: 'Leads are for dealers' })).toBeTruthy()
    expect(hrefOf('Go to Dealer')).toBe('/dashboard/dealer')
  })
})
