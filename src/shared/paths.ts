/**
 * Every page: its pattern for the client's routes and a builder for links (docs/style.md rule
 * 11). The server builds its links with it too: e-mails, notifications, redirects, the sitemap.
 * Plain (no zod): the first load carries it. Pages never collide with the API, under /api.
 */
const segment = (value: string) => encodeURIComponent(value)
/** A route without parameters: its link is its pattern. */
const fixed = (pattern: string) => ({ pattern, to: () => pattern })
/** A route whose link may carry a query string (`page=2`, a search), without the `?`. */
const withQuery = (pattern: string) => ({
  pattern,
  to: (query = '') => (query ? `${pattern}?${query}` : pattern),
})
/** A route with one parameter, `:id`, between `before` and `after`. */
const withId = (before: string, after = '') => ({
  pattern: `${before}:id${after}`,
  to: (id: string) => before + segment(id) + after,
})

export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  signup: fixed('/signup'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  emailVerified: fixed('/email-verified'),
  unsubscribe: fixed('/unsubscribe'),
  about: fixed('/about'),
  contact: fixed('/contact'),
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),
  cookies: fixed('/cookies'),
  /** How to buy and sell safely: where a message's safety note links. */
  safety: fixed('/safety'),
  wishlist: fixed('/mywishlist'),
  /** Up to three cars side by side, chosen in this browser (docs/decisions/0112). */
  compare: fixed('/compare'),
  blog: fixed('/blog'),
  blogPost: withId('/blog/'),
  car: withId('/featured-cars/'),
  search: withQuery('/cars'),
  cars: withQuery('/car-categories'),
  /** A body type's page: its id is the category's. */
  category: withId('/allcars/'),
  seller: withId('/sellers/'),
  /** A dealer's public page (docs/api.md "Dealers"). */
  dealerPage: withId('/dealers/'),
  /** An invitation's link, mailed to the invited address: accept it signed in. */
  dealerInvite: withId('/dealer-invites/'),
  dashboard: fixed('/dashboard'),
  overview: fixed('/dashboard/overview'),
  /** The old All Buyers and All Sellers pages: bookmarks of them open `users`, of that role. */
  allBuyers: fixed('/dashboard/allusers'),
  allSellers: fixed('/dashboard/allseller'),
  reports: fixed('/dashboard/reports'),
  /** The admin's people, to find, suspend or delete (`q=&role=&state=`). */
  users: withQuery('/dashboard/users'),
  listings: fixed('/dashboard/listings'),
  outbox: fixed('/dashboard/outbox'),
  audit: fixed('/dashboard/audit'),
  /** The admin's Money page: the ledger, held payments, refunds. */
  ledger: fixed('/dashboard/ledger'),
  addCar: fixed('/dashboard/addproduct'),
  manageCars: fixed('/dashboard/managecars'),
  editCar: withId('/dashboard/managecars/', '/edit'),
  sellerBookings: fixed('/dashboard/bookings'),
  /** The Offers tab beside the seller's Bookings: offers made for their cars. */
  sellerOffers: fixed('/dashboard/bookings/offers'),
  /** The seller's Money page: their sales, payouts and payout account. */
  sellerMoney: fixed('/dashboard/money'),
  /** The seller's dealer: make one, or its record, members and invitations. */
  dealer: fixed('/dashboard/dealer'),
  /** The dealer's stock files (checked, then applied) and feeds: its owner and managers. */
  dealerStock: fixed('/dashboard/dealer/stock'),
  /** The dealer's leads: every buyer's action on its cars, to follow up (docs/api.md "Leads"). */
  leads: withQuery('/dashboard/leads'),
  myOrders: fixed('/dashboard/myorders'),
  /** The Offers tab of My Orders; matched before `payment`'s `:id` (a static segment ranks first). */
  myOffers: fixed('/dashboard/myorders/offers'),
  account: fixed('/dashboard/account'),
  notifications: fixed('/dashboard/notifications'),
  inbox: fixed('/dashboard/inbox'),
  savedSearches: fixed('/dashboard/saved-searches'),
  conversation: withId('/dashboard/inbox/'),
  payment: withId('/dashboard/myorders/'),
} as const

/**
 * Every page's pattern: the server renders a path none matches as a 404 (entry-server.tsx).
 * A function, so the first load, which never calls it, leaves it out.
 */
export const pagePatterns = () => Object.values(paths).map((p) => p.pattern)
