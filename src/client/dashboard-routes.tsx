import { redirect, type RouteObject } from 'react-router'
import { RequireAdmin } from './guards/require-admin'
import { RequireSeller } from './guards/require-seller'
import { RequireSellerOrAdmin } from './guards/require-seller-or-admin'
import { lazyPage } from './lazy-page'
import { paths } from '#shared/paths'
import { signedInRouteId } from './routes'

// The dashboard's subtree, added to the route table (under the signed-in guard) the first time a
// /dashboard path is opened: routes.tsx `discoverRoutes`. Every page is still its own chunk.
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard.pattern,
    lazy: lazyPage(() => import('./layouts/dashboard-layout')),
    children: [
      { index: true, lazy: lazyPage(() => import('./layouts/dashboard-home')) },
      // The old All Buyers and All Sellers: one Users page now, its role filter set.
      { path: paths.allBuyers.pattern, loader: () => redirect(paths.users.to('role=buyer')) },
      { path: paths.allSellers.pattern, loader: () => redirect(paths.users.to('role=seller')) },
      {
        Component: RequireSellerOrAdmin,
        children: [
          {
            path: paths.overview.pattern,
            lazy: lazyPage(() => import('./features/stats/overview-page')),
          },
        ],
      },
      {
        Component: RequireAdmin,
        children: [
          {
            path: paths.reports.pattern,
            lazy: lazyPage(() => import('./features/moderation/reports-page')),
          },
          {
            path: paths.users.pattern,
            lazy: lazyPage(() => import('./features/moderation/users-page')),
          },
          {
            path: paths.listings.pattern,
            lazy: lazyPage(() => import('./features/moderation/listings-page')),
          },
          {
            path: paths.outbox.pattern,
            lazy: lazyPage(() => import('./features/moderation/outbox-page')),
          },
          {
            path: paths.audit.pattern,
            lazy: lazyPage(() => import('./features/moderation/audit-page')),
          },
          {
            path: paths.ledger.pattern,
            lazy: lazyPage(() => import('./features/money/admin-money-page')),
          },
        ],
      },
      {
        Component: RequireSeller,
        children: [
          {
            path: paths.addCar.pattern,
            handle: { title: 'Add a Car' },
            lazy: lazyPage(() => import('./features/inventory/add-car-page')),
          },
          {
            path: paths.manageCars.pattern,
            handle: { title: 'Manage Cars' },
            lazy: lazyPage(() => import('./features/inventory/manage-cars-page')),
          },
          {
            path: paths.editCar.pattern,
            handle: { title: 'Edit listing' },
            lazy: lazyPage(() => import('./features/inventory/edit-car-page')),
          },
          {
            path: paths.sellerBookings.pattern,
            lazy: lazyPage(() => import('./features/bookings/seller-bookings-page')),
          },
          {
            path: paths.sellerOffers.pattern,
            lazy: lazyPage(() => import('./features/offers/seller-offers-page')),
          },
          {
            path: paths.sellerMoney.pattern,
            lazy: lazyPage(() => import('./features/money/seller-money-page')),
          },
          {
            path: paths.dealer.pattern,
            handle: { title: 'Dealer' },
            lazy: lazyPage(() => import('./features/dealers/dealer-dashboard-page')),
          },
          {
            path: paths.dealerStock.pattern,
            handle: { title: 'Stock import' },
            lazy: lazyPage(() => import('./features/dealers/import-page')),
          },
          {
            // Every dealer member is a seller; the page itself tells a seller outside a dealer.
            path: paths.leads.pattern,
            handle: { title: 'Leads' },
            lazy: lazyPage(() => import('./features/leads/leads-page')),
          },
        ],
      },
      // My Orders has no guard beyond login.
      {
        path: paths.myOrders.pattern,
        lazy: lazyPage(() => import('./features/bookings/my-orders-page')),
      },
      {
        // A static segment: React Router ranks it above `payment`'s /dashboard/myorders/:id.
        path: paths.myOffers.pattern,
        lazy: lazyPage(() => import('./features/offers/my-offers-page')),
      },
      {
        path: paths.notifications.pattern,
        lazy: lazyPage(() => import('./features/notifications/notifications-page')),
      },
      {
        path: paths.inbox.pattern,
        lazy: lazyPage(() => import('./features/messages/inbox-page')),
      },
      {
        path: paths.conversation.pattern,
        lazy: lazyPage(() => import('./features/messages/conversation-page')),
      },
      {
        path: paths.savedSearches.pattern,
        lazy: lazyPage(() => import('./features/alerts/saved-searches-page')),
      },
      {
        path: paths.account.pattern,
        lazy: lazyPage(() => import('./features/accounts/account-page')),
      },
      {
        path: paths.payment.pattern,
        lazy: lazyPage(() => import('./features/bookings/payment-page')),
      },
    ],
  },
]

/**
 * The route table with the dashboard's routes in place, for a page that starts under /dashboard
 * already rendered (main.tsx, entry-server.tsx): the browser must hydrate the routes the server
 * rendered. A copy: `routes` itself is left as it was.
 */
export function withDashboard(table: RouteObject[], dashboard = dashboardRoutes): RouteObject[] {
  return table.map((route) =>
    route.id === signedInRouteId
      ? { ...route, children: [...(route.children ?? []), ...dashboard] }
      : route.children
        ? { ...route, children: withDashboard(route.children, dashboard) }
        : route,
  ) as RouteObject[]
}
