import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Notification } from '#shared/notifications'
import { Landing, renderRoutes } from '../../../../tests/support/client/render-routes'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { Component as NotificationBell } from './notification-bell'

const note = (over: Partial<Notification>): Notification => ({
  _id: 'n1',
  kind: 'booking.requested',
  title: 'New booking: 2019 Toyota Camry SE',
  body: 'Nora Test booked your 2019 Toyota Camry SE and wants to meet at Main St garage.',
  link: '/dashboard/bookings',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...over,
})

const routes = [
  { path: '/', element: <NotificationBell /> },
  { path: '/dashboard/bookings', element: <Landing name="Bookings" /> },
]

/**
 * The bell with no notifications yet, listening to a stand-in for the event stream: `receive` is
 * news arriving on it, `open` its (re)connection, `urls` the addresses it was opened on, and
 * `recorded` what the server's list holds from then on.
 */
async function renderListening() {
  const streams: { url: string; target: EventTarget }[] = []
  vi.stubGlobal(
    'EventSource',
    class extends EventTarget {
      constructor(url: string) {
        super()
        streams.push({ url, target: this })
      }
      close() {}
    },
  )
  let listed: Notification[] = []
  let held: Promise<void> | undefined
  const fetch = stubApi({
    'GET /api/notifications': async () => {
      // The list as the server read it when asked, answered once any hold is released.
      const items = listed
      await held
      return new Response(
        JSON.stringify({ items, unread: items.filter((n) => !n.readAt).length }),
        { headers: { 'content-type': 'application/json' } },
      )
    },
  })
  const { queryClient } = renderRoutes(routes, '/')
  await screen.findByRole('button', { name: 'Notifications' })
  // News arriving on the stream, with its position as the event's id, once the bell counts it:
  // `unread` in all.
  let seq = 0
  const receive = async (news: Partial<Notification>, unread: number) => {
    const data = JSON.stringify(note(news))
    const lastEventId = `${++seq}-0`
    streams[0]!.target.dispatchEvent(new MessageEvent('notification', { data, lastEventId }))
    expect(
      await screen.findByRole('button', { name: `Notifications, ${unread} unread` }),
    ).toBeTruthy()
  }
  const invalidated = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated
  return {
    queryClient,
    receive,
    invalidated,
    urls: () => streams.map((s) => s.url),
    open: () => streams[0]!.target.dispatchEvent(new Event('open')),
    recorded: (items: Notification[]) => (listed = items),
    listCalls: () => callsTo(fetch, 'GET /api/notifications').length,
    /** Holds the list's answers until the returned function is called. */
    hold: () => {
      let release = () => {}
      held = new Promise((resolve) => (release = resolve))
      return release
    },
  }
}

describe('notification bell', () => {
  it('says how many are unread and lists the newest, unread first marked', async () => {
    stubApi({
      'GET /api/notifications': {
        items: [
          note({}),
          note({ _id: 'n2', title: 'Welcome to Wheelanes', readAt: new Date().toISOString() }),
        ],
        unread: 1,
      },
    })
    renderRoutes(routes, '/')
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    await userEvent.click(bell)
    const panel = screen.getByRole('region', { name: 'Notifications' })
    const links = within(panel).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Unread: New booking: 2019 Toyota Camry SE'),
      expect.stringContaining('Welcome to Wheelanes'),
      'See all notifications',
    ])
    expect(links[0]?.textContent).toContain('5 min ago')
  })

  it('marks one read when it is opened, and goes to its page', async () => {
    const fetch = stubApi({
      'GET /api/notifications': { items: [note({}), note({ _id: 'n2' })], unread: 2 },
      'POST /api/notifications/read': ({ body }: { body: { ids?: string[] } }) =>
        new Response(JSON.stringify({ unread: body.ids ? 1 : 0 }), {
          headers: { 'content-type': 'application/json' },
        }),
    })
    renderRoutes(routes, '/')
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    await userEvent.click(within(screen.getByRole('region')).getAllByRole('link')[0]!)
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeTruthy()
    expect(callsTo(fetch, 'POST /api/notifications/read')).toEqual([{ ids: ['n1'] }])
  })

  it('fetches the list again when a stream opens with no event yet; not once one has come', async () => {
    const { open, recorded, listCalls, invalidated, receive } = await renderListening()
    expect(listCalls()).toBe(1)
    // Recorded after the list was fetched, before the stream was open: the stream never sends it.
    recorded([note({ _id: 'n0' })])
    open()
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy()
    expect(listCalls()).toBe(2)

    // Reconnected (a restart of the server) before any event: it names none, so again.
    recorded([note({ _id: 'n1' }), note({ _id: 'n0' })])
    open()
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy()
    expect(listCalls()).toBe(3)

    // Once an event has come, a reconnection names it, and the server sends what it missed.
    await receive({ _id: 'n2' }, 3)
    open()
    expect(invalidated(['notifications'])).toBe(false)
    expect(listCalls()).toBe(3)
  })

  it('keeps news that arrives while the list is fetched again', async () => {
    const { queryClient, open, hold, recorded, receive, listCalls } = await renderListening()
    const release = hold()
    open()
    await waitFor(() => expect(listCalls()).toBe(2))
    // Recorded and sent after the server read the list for that fetch, which answers late.
    recorded([note({ _id: 'n8' })])
    await receive({ _id: 'n8' }, 1)
    release()
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy()
    expect(listCalls()).toBe(3)
  })

  it('refreshes the bookings when news of one arrives, and not for other news', async () => {
    const { queryClient, receive, invalidated, urls } = await renderListening()
    queryClient.setQueryData(['bookings', 'mine'], [])
    expect(urls()).toEqual(['/api/events'])

    await receive({ _id: 'n3', kind: 'account.verified', title: 'E-mail address verified' }, 1)
    expect(invalidated(['bookings', 'mine'])).toBe(false)

    await receive({ _id: 'n4', kind: 'booking.accepted', title: 'Test drive agreed' }, 2)
    expect(invalidated(['bookings', 'mine'])).toBe(true)
  })

  it('refreshes the offers when news of one arrives', async () => {
    const { queryClient, receive, invalidated } = await renderListening()
    queryClient.setQueryData(['offers', 'buyer', 'all'], [])
    queryClient.setQueryData(['bookings', 'mine'], [])

    await receive({ _id: 'n5', kind: 'offer.countered', title: 'Counter-offer of $10,500' }, 1)
    expect(invalidated(['offers', 'buyer', 'all'])).toBe(true)
    expect(invalidated(['bookings', 'mine'])).toBe(false)

    // An agreed price is now the buyer's booking's.
    await receive({ _id: 'n6', kind: 'offer.accepted', title: 'Price agreed' }, 2)
    expect(invalidated(['bookings', 'mine'])).toBe(true)
  })

  it('refreshes every list of leads when news of a lead arrives', async () => {
    const { queryClient, receive, invalidated } = await renderListening()
    queryClient.setQueryData(['leads', 'd1', 'list', ''], [])
    queryClient.setQueryData(['leads', 'd1', 'list', 'status=new'], [])

    await receive(
      { _id: 'n7', kind: 'lead.received', title: 'New lead: Kim about the Honda Civic' },
      1,
    )
    expect(invalidated(['leads', 'd1', 'list', ''])).toBe(true)
    expect(invalidated(['leads', 'd1', 'list', 'status=new'])).toBe(true)
  })

  it('says so when there is nothing yet', async () => {
    stubApi({ 'GET /api/notifications': { items: [], unread: 0 } })
    renderRoutes(routes, '/')
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    expect(screen.getByText(/Nothing yet/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true)
  })
})
