import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Report } from '#shared/moderation'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as ReportsPage } from './reports-page'

mimicModalDialogs()

const report = (id: string, target: Partial<Report['target']>, more: Partial<Report> = {}) =>
  ({
    _id: id,
    targetType: 'car',
    targetId: `car-${id}`,
    target: {
      title: `Listing ${id}`,
      context: 'sold by Sly Seller',
      link: `/featured-cars/car-${id}`,
      userId: 'seller-1',
      hideable: true,
      publishable: false,
      gone: false,
      ...target,
    },
    reason: 'scam',
    details: 'Asks for a wire',
    reporter: { _id: 'b1', name: 'Bea Buyer', email: 'bea@example.com' },
    createdAt: '2026-01-02T10:00:00.000Z',
    status: 'open',
    action: null,
    note: '',
    resolvedAt: null,
    ...more,
  }) satisfies Report

const renderPage = (at = '/') => renderRoutes([{ path: '/', element: <ReportsPage /> }], at)
const card = (name: string) => screen.findByRole('article', { name })

describe('Reports', () => {
  it('offers only the actions a report allows', async () => {
    stubApi({
      'GET /api/admin/reports': [
        report('a', {}),
        report('b', { title: 'Olly Other', hideable: false, link: null }, { targetType: 'user' }),
        report('c', { title: 'Gone car', hideable: false, userId: null, gone: true, link: null }),
      ],
    })
    renderPage()
    const listing = await card('Listing a')
    expect(within(listing).getByRole('link', { name: 'Listing a' }).getAttribute('href')).toBe(
      '/featured-cars/car-a',
    )
    expect(within(listing).getByText('Scam or fraud')).toBeTruthy()
    const names = (el: HTMLElement) =>
      within(el)
        .getAllByRole('button')
        .map((b) => b.textContent)
    expect(names(listing)).toEqual(['Dismiss', 'Hide listing', 'Suspend user'])
    expect(names(await card('Olly Other'))).toEqual(['Dismiss', 'Suspend user'])
    const gone = await card('Gone car')
    expect(names(gone)).toEqual(['Dismiss'])
    expect(within(gone).getByText('No longer here')).toBeTruthy()
  })

  it('hides a listing only with a note, says how many reports it resolved and refreshes', async () => {
    let open = [report('a', {})]
    const fetch = stubApi({
      'GET /api/admin/reports': () => jsonResponse(open),
      'POST /api/admin/reports/a/resolve': () => {
        open = []
        return jsonResponse({ resolved: 2 })
      },
    })
    renderPage()
    await userEvent.click(
      within(await card('Listing a')).getByRole('button', { name: 'Hide listing' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Hide this listing?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide listing' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Write a note: the person affected is told why',
    )
    expect(callsTo(fetch, 'POST /api/admin/reports/a/resolve')).toHaveLength(0)

    await userEvent.type(
      within(dialog).getByLabelText(/What the person affected is told/),
      'Wire scams are not allowed.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide listing' }))
    expect(await screen.findByText('Listing hidden. 2 reports resolved.')).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/admin/reports/a/resolve')).toEqual([
      { action: 'hide_listing', note: 'Wire scams are not allowed.' },
    ])
    expect(await screen.findByRole('heading', { name: 'No reports waiting' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("dismisses without a note, and shows the server's refusal in the dialog", async () => {
    stubApi({
      'GET /api/admin/reports': [report('a', {})],
      'POST /api/admin/reports/a/resolve': () =>
        jsonResponse({ message: 'This report is already resolved' }, 409),
    })
    renderPage()
    await userEvent.click(within(await card('Listing a')).getByRole('button', { name: 'Dismiss' }))
    const dialog = screen.getByRole('dialog', { name: 'Dismiss this report?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }))
    expect(await within(dialog).findByText('This report is already resolved')).toBeTruthy()
  })

  it('shows what was done on the Resolved tab', async () => {
    const fetch = stubApi({
      'GET /api/admin/reports': [
        report(
          'a',
          {},
          {
            status: 'resolved',
            action: 'suspend_user',
            note: 'Second strike.',
            resolvedAt: '2026-01-03T10:00:00.000Z',
          },
        ),
      ],
    })
    renderPage('/?status=resolved')
    const resolved = await card('Listing a')
    expect(within(resolved).getByText('Person suspended')).toBeTruthy()
    expect(within(resolved).getByText('Second strike.')).toBeTruthy()
    expect(within(resolved).queryByRole('button')).toBeNull()
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/admin/reports?status=resolved&limit=50')
    expect(screen.getByRole('link', { name: 'Resolved' }).getAttribute('aria-current')).toBe('page')
  })
})
