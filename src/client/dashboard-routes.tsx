import { redirect, type RouteObject } from 'react-router'
import { RequireAdmin } from './guards/require-admin'
import { RequireSeller } from './guards/require-seller'
import { RequireSellerOrAdmin } from './guards/require-seller-or-admin'
import { lazyPage, page } from './lazy-page'
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
        children: [page(paths.overview, () => import('./features/stats/overview-page'))],
      },
      {
        Component: RequireAdmin,
        children: [
          page(paths.reports, () => import('./features/moderation/reports-page')),
          page(paths.users, () => import('./features/moderation/users-page')),
          page(paths.listings, () => import('./features/moderation/listings-page')),
          page(paths.outbox, () => import('./features/moderation/outbox-page')),
          page(paths.audit, () => import('./features/moderation/audit-page')),
          page(paths.ledger, () => import('./features/money/admin-money-page')),
        ],
      },
      {
        Component: RequireSeller,
        children: [
          page(paths.addCar, () => import('./features/inventory/add-car-page')),
          page(paths.manageCars, () => import('./features/inventory/manage-cars-page')),
          page(paths.editCar, () => import('./features/inventory/edit-car-page')),
          page(paths.sellerBookings, () => import('./features/bookings/seller-bookings-page')),
          page(paths.sellerOffers, () => import('./features/offers/seller-offers-page')),
          page(paths.sellerMoney, () => import('./features/money/seller-money-page')),
          page(paths.dealer, () => import('./features/dealers/dealer-dashboard-page')),
          page(paths.dealerStock, () => import('./features/dealers/import-page')),
          // Every dealer member is a seller; the page itself tells a seller outside a dealer.
          page(paths.leads, () => import('./features/leads/leads-page')),
        ],
      },
      // My Orders has no guard beyond login.
      page(paths.myOrders, () => import('./features/bookings/my-orders-page')),
      // A static segment: React Router ranks it above `payment`'s /dashboard/myorders/:id.
      page(paths.myOffers, () => import('./features/offers/my-offers-page')),
      page(paths.notifications, () => import('./features/notifications/notifications-page')),
      page(paths.inbox, () => import('./features/messages/inbox-page')),
      page(paths.conversation, () => import('./features/messages/conversation-page')),
      page(paths.savedSearches, () => import('./features/alerts/saved-searches-page')),
      page(paths.account, () => import('./features/accounts/account-page')),
      page(paths.payment, () => import('./features/bookings/payment-page')),
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
