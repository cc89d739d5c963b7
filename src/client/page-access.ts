// Which pages the server renders for whom, and which are someone's own (never indexed).
import { matchPath } from 'react-router'
import type { User } from '#shared/accounts'
import { paths } from '#shared/paths'

// The pages rendered here. Every loader warms the client passed as context (lazy-page.ts hands
// it on), never the browser's client, which must not hold one visitor's data on the server.
export const publicPages = [
  paths.home,
  paths.cars,
  paths.category,
  paths.search,
  paths.blog,
  paths.blogPost,
  paths.about,
  paths.contact,
  paths.terms,
  paths.privacy,
  paths.cookies,
  paths.car,
  paths.seller,
  paths.dealerPage,
].map((p) => p.pattern)

const anyone = () => true
const seller = (user: User) => user.role === 'seller'
const admin = (user: User) => user.role === 'admin'
const sellerOrAdmin = (user: User) => seller(user) || admin(user)
/**
 * A person's own pages (their guards' rules, guards/): rendered here only for someone the guard
 * lets in; anyone else gets the browser's guard, which sends them to /login. Never indexed.
 */
export const signedInPages: [string, (user: User) => boolean][] = [
  [paths.wishlist.pattern, anyone],
  [paths.myOrders.pattern, anyone],
  // Before `payment`, whose /dashboard/myorders/:id would match it too.
  [paths.myOffers.pattern, anyone],
  [paths.payment.pattern, anyone],
  [paths.notifications.pattern, anyone],
  [paths.inbox.pattern, anyone],
  [paths.conversation.pattern, anyone],
  [paths.savedSearches.pattern, anyone],
  [paths.account.pattern, anyone],
  [paths.overview.pattern, sellerOrAdmin],
  [paths.addCar.pattern, seller],
  [paths.manageCars.pattern, seller],
  [paths.editCar.pattern, seller],
  [paths.sellerBookings.pattern, seller],
  [paths.sellerOffers.pattern, seller],
  [paths.sellerMoney.pattern, seller],
  [paths.reports.pattern, admin],
  [paths.users.pattern, admin],
  [paths.listings.pattern, admin],
  [paths.outbox.pattern, admin],
  [paths.audit.pattern, admin],
  [paths.ledger.pattern, admin],
]

/** Whether a path is someone's own page: pages.ts tells search engines to leave it out. */
export const isPrivate = (pathname: string) =>
  pathname === paths.dashboard.pattern ||
  pathname.startsWith(`${paths.dashboard.pattern}/`) ||
  signedInPages.some(([pattern]) => matchPath(pattern, pathname))
