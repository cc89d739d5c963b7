import type { Role } from '#shared/accounts'
import { paths } from '#shared/paths'

export type DashboardItem = { label: string; to: string }

// The drawer lists what the signed-in role can do.
const menus: Record<Role, DashboardItem[]> = {
  admin: [
    { label: 'Overview', to: paths.overview.to() },
    { label: 'Reports', to: paths.reports.to() },
    { label: 'Money', to: paths.ledger.to() },
    { label: 'Users', to: paths.users.to() },
    { label: 'Listings', to: paths.listings.to() },
    { label: 'Outbox', to: paths.outbox.to() },
    { label: 'Audit log', to: paths.audit.to() },
  ],
  seller: [
    { label: 'Overview', to: paths.overview.to() },
    { label: 'Add a Car', to: paths.addCar.to() },
    { label: 'Manage Cars', to: paths.manageCars.to() },
    { label: 'Bookings', to: paths.sellerBookings.to() },
    { label: 'Money', to: paths.sellerMoney.to() },
    { label: 'Dealer', to: paths.dealer.to() },
  ],
  buyer: [{ label: 'My Orders', to: paths.myOrders.to() }],
}

// Everyone's own: their conversations, saved searches, what they were told, and their account.
const own: DashboardItem[] = [
  { label: 'Inbox', to: paths.inbox.to() },
  { label: 'Saved searches', to: paths.savedSearches.to() },
  { label: 'Notifications', to: paths.notifications.to() },
  { label: 'Account', to: paths.account.to() },
]

// A dealer's people (all sellers) follow up its leads; a seller on their own has none.
const dealerItems: DashboardItem[] = [{ label: 'Leads', to: paths.leads.to() }]

/** The drawer's items; `dealerMember` once GET /api/dealers/mine names the caller's dealer. */
export const dashboardMenu = (role: Role, dealerMember = false) => [
  ...menus[role],
  ...(dealerMember && role === 'seller' ? dealerItems : []),
  ...own,
]
