/**
 * Query-key roots that more than one feature reads or invalidates. Features cannot import each
 * other (docs/style.md rule 7), so the roots they share live here.
 * - Every car query is keyed under 'cars' (home's featured list, the catalogue, listings):
 *   booking, cancelling or paying changes a car's status, which moves it in or out of them.
 * - Every bookings query is keyed under 'bookings' (a buyer's orders, one booking, a seller's
 *   bookings): any booking change makes them all stale.
 */
export const carsKey = ['cars'] as const
export const bookingsKey = ['bookings'] as const
/**
 * The seller's and the admin's Money pages (the money feature) are sums of the bookings'
 * payments: a booking's move (pay, hand over, confirm, cancel) makes them stale too.
 */
export const moneyKey = ['money'] as const

/**
 * Conversations (the messages feature) are refreshed from the live events the notifications
 * feature listens to, so their keys are shared too: the list, and each conversation's messages.
 */
export const conversationsKey = ['conversations'] as const
export const conversationListKey = ['conversations', 'list'] as const
export const conversationMessagesKey = (id: string) => ['conversations', id, 'messages'] as const

/** A person's saved searches: saved from the search page, listed and deleted in the dashboard. */
export const savedSearchesKey = ['saved-searches'] as const

/**
 * A person's offers: the Offers tabs (the offers feature) and the car page's own open offer
 * (car-detail) read them, and either may make a move, after which all of them are stale.
 */
export const offersKey = ['offers'] as const

/**
 * The caller's dealer and role (GET /api/dealers/mine): the Dealer page keeps it, the Leads
 * inbox and the dashboard's menu read it.
 */
export const myDealerKey = ['dealers', 'mine'] as const

/**
 * A dealer's leads (the leads feature): a live 'lead.' notification (notifications feature)
 * marks every list of them stale, whatever its filters.
 */
export const leadsKey = ['leads'] as const
