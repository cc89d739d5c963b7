import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Feed, ImportReport } from '#shared/dealer-import'
import { jsonResponse } from '../../../../tests/support/client/render-with-providers'
import { renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as StockImportPage } from './import-page'

const renderPage = () => renderRoutes([{ path: '/', Component: StockImportPage }])

const dealer = {
  _id: 'd1',
  name: 'Lone Star Motors',
  postalCode: '78704',
  city: 'Austin',
  phone: null,
  licenceNumber: null,
  crmEmail: null,
  verified: false,
  memberSince: '2026-01-01T00:00:00.000Z',
}
const report: ImportReport = {
  created: 2,
  updated: 1,
  unchanged: 0,
  withdrawn: 1,
  refused: [{ line: 4, column: 'year', reason: 'Model year cannot be in the future' }],
}

describe('the dealer’s Stock import page', () => {
  it('checks a file first (a dry run), shows its report with the refused rows, then applies it', async () => {
    const runs: string[] = []
    stubApi({
      'GET /api/dealers/mine': { dealer, role: 'manager' },
      'GET /api/dealers/d1/feeds': [],
      'GET /api/dealers/d1/photos/progress': { waiting: 3, stored: 1, failed: 0, failures: [] },
      'POST /api/dealers/d1/imports': ({ url }: { url: URL }) => {
        runs.push(url.searchParams.get('dryRun')!)
        return jsonResponse(report)
      },
    })
    renderPage()
    const apply = await screen.findByRole('button', { name: 'Apply' })
    expect((apply as HTMLButtonElement).disabled).toBe(true)
    const file = new File(['stock_number,make\nA1,Honda\n'], 'stock.csv', { type: 'text/csv' })
    await userEvent.upload(screen.getByLabelText(/drop your file here/i), file)
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }))

    const dry = await screen.findByRole('region', { name: /would do/ })
    const counts = Object.fromEntries(
      within(dry)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(counts).toEqual({ 'New cars': '2', Updated: '1', Unchanged: '0', Withdrawn: '1' })
    const row = within(dry).getByRole('row', { name: /Model year cannot be in the future/ })
    expect(row.textContent).toContain('4')
    expect(row.textContent).toContain('year')
    expect(runs).toEqual(['true'])

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('region', { name: 'What the import did' })).toBeTruthy()
    expect(runs).toEqual(['true', 'false'])
    expect(await screen.findByLabelText('1 of 4 photos fetched')).toBeTruthy()
  })

  it('lists feeds with their last run and why it failed', async () => {
    const feed: Feed = {
      _id: 'f1',
      url: 'https://provider.example/stock.csv',
      format: 'csv',
      everyMinutes: 60,
      nextRunAt: '2026-01-01T13:00:00.000Z',
      createdAt: '2026-01-01T11:00:00.000Z',
      lastRun: {
        _id: 'r1',
        status: 'failed',
        dryRun: false,
        startedAt: '2026-01-01T12:00:00.000Z',
        finishedAt: '2026-01-01T12:00:01.000Z',
        report: null,
        error: 'The feed could not be fetched: The server answered 404',
      },
    }
    stubApi({
      'GET /api/dealers/mine': { dealer, role: 'owner' },
      'GET /api/dealers/d1/feeds': [feed],
    })
    renderPage()
    const item = (await screen.findByText('https://provider.example/stock.csv')).closest('li')!
    expect(within(item).getByText('Failed')).toBeTruthy()
    expect(within(item).getByText(/answered 404/)).toBeTruthy()
    expect(within(item).getByText(/CSV, every hour/)).toBeTruthy()
  })

  it('adds a feed with its address, format and schedule', async () => {
    const fetch = stubApi({
      'GET /api/dealers/mine': { dealer, role: 'owner' },
      'GET /api/dealers/d1/feeds': [],
      'POST /api/dealers/d1/feeds': { _id: 'f2' },
    })
    renderPage()
    await userEvent.type(
      await screen.findByLabelText('Address of the file'),
      'https://provider.example/stock.xml',
    )
    await userEvent.selectOptions(screen.getByLabelText('Format'), 'xml')
    await userEvent.selectOptions(screen.getByLabelText('How often'), '30m')
    await userEvent.click(screen.getByRole('button', { name: 'Add feed' }))
    await screen.findByText('No feeds yet')
    expect(callsTo(fetch, 'POST /api/dealers/d1/feeds')).toEqual([
      { url: 'https://provider.example/stock.xml', format: 'xml', every: '30m' },
    ])
  })

  it('tells sales staff to ask a manager', async () => {
    stubApi({ 'GET /api/dealers/mine': { dealer, role: 'sales' } })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Ask a manager' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Check the file' })).toBeNull()
  })
})
