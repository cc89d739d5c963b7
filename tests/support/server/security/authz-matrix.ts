/**
 * The authorization matrix: every route the server answers, and the status each kind of caller
 * gets (docs/api.md). authz-matrix.api.test.ts runs every cell with real sessions against real
 * resources, and fails when the server has a route this table does not list.
 *
 * Callers:
 * - anonymous: no session.
 * - buyer, seller: signed in with that role and no tie to the resource.
 * - owner: the resource's owner: a car's seller, a booking's buyer, or the user themself for
 *   routes about one account. '-' where a route has no owned resource.
 * - otherSeller: a seller with listings of their own, but not this one.
 * - admin: an administrator.
 * - carSeller (booking routes only): the seller of the booked car.
 * - manager, sales, apiKey (lead routes only): the dealer's manager and sales person, and one
 *   of its API keys; `owner` is then the dealer's owner.
 */
export const actors = ['anonymous', 'buyer', 'seller', 'owner', 'otherSeller', 'admin'] as const
/** Callers a row names only where the resource has them. */
export const relatedActors = ['carSeller', 'manager', 'sales', 'apiKey'] as const
export type Actor = (typeof actors)[number] | (typeof relatedActors)[number]

/** An HTTP status, or '-' where the caller has no such relation to the route. */
export type Expected = number | '-'

export interface MatrixRow {
  /**
   * Method and path as the server registers it; `<client file>` stands for the built web app's
   * files, `<page>` for its pages.
   */
  route: string
  expect: Record<(typeof actors)[number], Expected> &
    Partial<Record<(typeof relatedActors)[number], Expected>>
  /** Rows present only in some configurations. */
  only?: 'stripe' | 'client'
}

const everyone = (status: number) =>
  ({
    anonymous: status,
    buyer: status,
    seller: status,
    owner: '-',
    otherSeller: status,
    admin: status,
  }) as const
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 }) as const
/** A car's seller and admins may change it; anyone else signed in is refused. */
const carOwner = (ok: number) =>
  ({ anonymous: 401, buyer: 403, seller: 403, owner: ok, otherSeller: 403, admin: ok }) as const
/** Only the booking's buyer; everybody else learns nothing (404, not 403). */
const bookingBuyerOnly = (ok: number) =>
  ({
    anonymous: 401,
    buyer: 404,
    seller: 404,
    owner: ok,
    otherSeller: 404,
    admin: 404,
    carSeller: 404,
  }) as const
/**
 * A move on a booking by its buyer (`owner`) and its car's seller; the owner of a request the
 * buyer made waits for the seller, so the buyer's accept is 409 (not their turn).
 */
const bookingParties = (owner: number, carSeller: number) =>
  ({ ...bookingBuyerOnly(owner), admin: 403, carSeller }) as const
/** A conversation's buyer (`owner`) and the car's seller; anyone else, admins too, 404. */
const conversationSides = (ok: number) => ({ ...bookingBuyerOnly(ok), carSeller: ok }) as const
/** About one account: the person themself and admins. */
const selfOrAdmin = {
  anonymous: 401,
  buyer: 403,
  seller: 403,
  owner: 200,
  otherSeller: 403,
  admin: 200,
} as const

/** A dealer's back office for its owner; everyone else signed in learns nothing (404). */
const dealerOwnerOnly = (ok: number) =>
  ({ anonymous: 401, buyer: 404, seller: 404, owner: ok, otherSeller: 404, admin: 404 }) as const

/**
 * A dealer's leads (modules/leads): its people and its API keys; sales staff are refused what
 * `salesStatus` says; everyone else signed in learns nothing (404, admins too).
 */
const dealerPeople = (ok: number, salesStatus = ok) =>
  ({ ...dealerOwnerOnly(ok), manager: ok, sales: salesStatus, apiKey: ok }) as const

export const matrix: MatrixRow[] = [
  // Operations and documentation
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/ready', expect: everyone(200) },
  { route: 'GET /api/docs', expect: everyone(200) },
  { route: 'GET /api/docs/json', expect: everyone(200) },
  { route: 'GET /api/docs/yaml', expect: everyone(200) },
  { route: 'GET /api/docs/static/index.html', expect: everyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: everyone(200) },
  { route: 'GET /api/docs/static/*', expect: everyone(200) },

  // Accounts
  { route: 'POST /api/auth/signup', expect: everyone(201) },
  { route: 'POST /api/auth/login', expect: everyone(200) },
  { route: 'POST /api/auth/logout', expect: signedIn(200) },
  // The same answer for every caller and every address (no account discovery).
  { route: 'POST /api/auth/request-password-reset', expect: everyone(200) },
  // Only the holder of a reset token; a made-up one is refused for everybody.
  { route: 'POST /api/auth/reset-password', expect: everyone(400) },
  // A browser following a confirmation link: always sent on to the page that says how it went.
  { route: 'GET /api/auth/verify-email', expect: everyone(302) },
  // One's own address only; admins are made confirmed (password-accounts.ts), so 409.
  { route: 'POST /api/auth/send-verification-email', expect: { ...signedIn(200), admin: 409 } },
  { route: 'GET /api/auth/me', expect: everyone(200) },
  { route: 'GET /api/auth/providers', expect: everyone(200) },
  // Google is not configured here: 404 for all (google.api.test.ts covers the configured flow).
  { route: 'GET /api/auth/google', expect: everyone(404) },
  // Without a state the auth library started, the callback only redirects to an error.
  { route: 'GET /api/auth/callback/:providerId', expect: everyone(302) },
  // A token only for one's own address: no token for another person's address.
  { route: 'POST /api/jwt', expect: { ...selfOrAdmin, admin: 403 } },

  // One's own account (account.api.test.ts covers what each call does).
  { route: 'GET /api/account', expect: signedIn(200) },
  { route: 'PATCH /api/account', expect: signedIn(200) },
  { route: 'POST /api/account/password', expect: signedIn(200) },
  { route: 'GET /api/account/export', expect: signedIn(200) },
  // Google is not configured here (google.api.test.ts links it where it is).
  { route: 'POST /api/account/google', expect: signedIn(404) },
  // An admin's account is not deleted this way (nor by another admin).
  { route: 'DELETE /api/account', expect: { ...signedIn(200), admin: 403 } },
  // The signed link of an e-mail: no session needed, the token names the person.
  { route: 'POST /api/unsubscribe', expect: everyone(200) },
  // Opened instead of posted: sent on to the page that asks.
  { route: 'GET /api/unsubscribe', expect: everyone(303) },

  // Users and roles
  { route: 'GET /api/users/admin/:email', expect: selfOrAdmin },
  { route: 'GET /api/users/seller/:email', expect: selfOrAdmin },
  { route: 'GET /api/users', expect: { ...signedIn(403), admin: 200 } },
  { route: 'GET /api/admin/outbox', expect: { ...signedIn(403), admin: 200 } },
  // Reports and the admin's tools (modules/moderation): anyone signed in reports; admins act.
  { route: 'POST /api/reports', expect: signedIn(201) },
  { route: 'GET /api/admin/reports', expect: { ...signedIn(403), admin: 200 } },
  { route: 'POST /api/admin/reports/:id/resolve', expect: { ...signedIn(403), admin: 200 } },
  { route: 'GET /api/admin/users', expect: { ...signedIn(403), admin: 200 } },
  { route: 'POST /api/admin/users/:id/suspend', expect: { ...signedIn(403), admin: 200 } },
  { route: 'POST /api/admin/users/:id/unsuspend', expect: { ...signedIn(403), admin: 200 } },
  { route: 'GET /api/admin/cars', expect: { ...signedIn(403), admin: 200 } },
  { route: 'PATCH /api/admin/cars/:id', expect: { ...signedIn(403), admin: 200 } },
  { route: 'GET /api/admin/audit', expect: { ...signedIn(403), admin: 200 } },
  // The Overview pages' numbers: an admin's of the whole site, a seller's of their own cars.
  { route: 'GET /api/admin/stats', expect: { ...signedIn(403), admin: 200 } },
  { route: 'GET /api/seller/stats', expect: { ...signedIn(200), buyer: 403, admin: 403 } },
  // Each person's own notifications; nobody reads or marks another's (notifications test).
  { route: 'GET /api/notifications', expect: signedIn(200) },
  { route: 'POST /api/notifications/read', expect: signedIn(200) },
  { route: 'GET /api/events', expect: signedIn(200) },
  // Only an admin deletes, and never themself or another admin (users.api.test.ts).
  { route: 'DELETE /api/users/:id', expect: { ...selfOrAdmin, owner: 403 } },

  // Public catalogue
  { route: 'GET /api/car-categories', expect: everyone(200) },
  { route: 'GET /api/featured-cars', expect: everyone(200) },
  { route: 'GET /api/featured-cars/:id', expect: signedIn(200) },
  { route: 'GET /api/allcars/byCategory/:id', expect: everyone(200) },
  { route: 'GET /api/cars', expect: everyone(200) },
  { route: 'GET /api/cars/:id/similar', expect: everyone(200) },
  { route: 'GET /api/cars/suggest', expect: everyone(200) },
  { route: 'GET /api/postal-codes/:zip', expect: everyone(200) },
  // The car page's view beacon: anyone's visit counts.
  { route: 'POST /api/cars/:id/views', expect: everyone(204) },
  { route: 'GET /api/sellers/:id', expect: everyone(200) },

  // Seller inventory
  { route: 'POST /api/uploads', expect: { ...signedIn(201), buyer: 403 } },
  { route: 'POST /api/allcars', expect: { ...signedIn(201), buyer: 403, admin: 403 } },
  { route: 'GET /api/allcars', expect: { ...signedIn(200), buyer: 403 } },
  // Featuring spends the seller's places: only they feature; an admin may take a car off.
  { route: 'PUT /api/allcars/:id', expect: { ...carOwner(200), admin: 403 } },
  { route: 'DELETE /api/allcars/:id/featured', expect: carOwner(200) },
  { route: 'PATCH /api/allcars/:id', expect: carOwner(200) },
  { route: 'DELETE /api/allcars/:id', expect: carOwner(200) },

  // Wish list (everyone's own) and newsletter
  { route: 'GET /api/wishlist', expect: signedIn(200) },
  { route: 'PUT /api/wishlist/:carId', expect: signedIn(200) },
  { route: 'DELETE /api/wishlist/:carId', expect: signedIn(200) },
  // Each person's own saved searches; another's is not found, admins' included.
  { route: 'POST /api/saved-searches', expect: signedIn(201) },
  { route: 'GET /api/saved-searches', expect: signedIn(200) },
  {
    route: 'DELETE /api/saved-searches/:id',
    expect: { anonymous: 401, buyer: 404, seller: 404, owner: 200, otherSeller: 404, admin: 404 },
  },
  { route: 'POST /api/newsletter', expect: everyone(200) },
  // The Contact page's form reaches the admins: anyone may write.
  { route: 'POST /api/contact', expect: everyone(201) },

  // Bookings and payment
  {
    route: 'POST /api/bookings',
    expect: { ...signedIn(403), buyer: 201, carSeller: 403 },
  },
  { route: 'GET /api/bookings', expect: signedIn(200) },
  { route: 'GET /api/seller/bookings', expect: { ...signedIn(200), buyer: 403, admin: 403 } },
  {
    route: 'GET /api/bookings/:id',
    expect: { ...bookingBuyerOnly(200), admin: 200, carSeller: 200 },
  },
  // Test drive moves: the two sides only; an admin sees the booking but does not answer it.
  {
    route: 'POST /api/bookings/:id/accept',
    expect: { ...bookingParties(409, 200) },
  },
  { route: 'POST /api/bookings/:id/propose', expect: bookingParties(200, 200) },
  { route: 'POST /api/bookings/:id/decline', expect: bookingParties(403, 200) },
  { route: 'POST /api/bookings/:id/cancel', expect: bookingParties(200, 200) },
  { route: 'POST /api/bookings/:id/complete', expect: bookingParties(403, 200) },
  { route: 'POST /api/bookings/:id/review', expect: bookingParties(201, 201) },
  { route: 'POST /api/bookings/:id/payment', expect: bookingBuyerOnly(200) },
  { route: 'POST /api/payments/sandbox/confirm', expect: bookingBuyerOnly(200) },
  // The money held until the car changes hands: the seller hands over (a held payment), the
  // buyer confirms or objects (a handed-over one); the admin's moves on any booking.
  { route: 'POST /api/bookings/:id/handover', expect: bookingParties(403, 200) },
  // Offers: a buyer with a confirmed address offers; the offer's buyer (`owner`) and the car's
  // seller answer it, the seller first; nobody else learns it exists, admins neither.
  { route: 'POST /api/offers', expect: { ...signedIn(403), buyer: 201, carSeller: 403 } },
  { route: 'GET /api/offers', expect: signedIn(200) },
  { route: 'POST /api/offers/:id/counter', expect: { ...bookingBuyerOnly(409), carSeller: 200 } },
  { route: 'POST /api/offers/:id/accept', expect: { ...bookingBuyerOnly(409), carSeller: 200 } },
  { route: 'POST /api/offers/:id/decline', expect: { ...bookingBuyerOnly(409), carSeller: 200 } },
  { route: 'POST /api/offers/:id/withdraw', expect: { ...bookingBuyerOnly(200), carSeller: 403 } },
  { route: 'POST /api/bookings/:id/confirm-handover', expect: bookingParties(200, 403) },
  { route: 'POST /api/bookings/:id/object', expect: bookingParties(200, 403) },
  {
    route: 'POST /api/admin/bookings/:id/release',
    expect: { ...signedIn(403), owner: 403, admin: 200, carSeller: 403 },
  },
  {
    route: 'POST /api/admin/bookings/:id/capture',
    expect: { ...signedIn(403), owner: 403, admin: 200, carSeller: 403 },
  },
  {
    route: 'POST /api/admin/bookings/:id/refund',
    expect: { ...signedIn(403), owner: 403, admin: 200, carSeller: 403 },
  },
  { route: 'GET /api/seller/money', expect: { ...signedIn(200), buyer: 403, admin: 403 } },
  { route: 'GET /api/seller/payouts', expect: { ...signedIn(200), buyer: 403, admin: 403 } },
  {
    route: 'POST /api/seller/payouts/onboarding',
    expect: { ...signedIn(200), buyer: 403, admin: 403 },
  },
  { route: 'GET /api/admin/money', expect: { ...signedIn(403), admin: 200 } },
  // Stripe signs its events; no session makes an unsigned one acceptable.
  { route: 'POST /api/payments/stripe/webhook', expect: everyone(400), only: 'stripe' },

  // Dealers (modules/dealers): a seller makes one; its back office answers its owner
  // (`owner`) and nobody else learns what it holds (404, admins too); its page is public; an
  // invitation is accepted by the address it was sent to (`owner` here), only.
  {
    route: 'POST /api/dealers',
    expect: { ...signedIn(403), seller: 201, owner: 409, otherSeller: 201 },
  },
  { route: 'GET /api/dealers/mine', expect: signedIn(200) },
  { route: 'GET /api/dealers/:id', expect: everyone(200) },
  { route: 'PATCH /api/dealers/:id', expect: dealerOwnerOnly(200) },
  { route: 'POST /api/dealers/:id/invites', expect: dealerOwnerOnly(201) },
  { route: 'DELETE /api/dealers/:id/invites/:inviteId', expect: dealerOwnerOnly(200) },
  { route: 'GET /api/dealers/:id/members', expect: dealerOwnerOnly(200) },
  { route: 'DELETE /api/dealers/:id/members/:userId', expect: dealerOwnerOnly(200) },
  { route: 'POST /api/dealer-invites/:token/accept', expect: { ...signedIn(403), owner: 200 } },
  {
    route: 'POST /api/admin/dealers/:id/verify',
    expect: { ...signedIn(403), owner: 403, admin: 200 },
  },
  // A dealer's stock (modules/dealers/stock-routes.ts): its owner and managers, or its API key
  // for the inventory and imports (dealers/stock.api.test.ts); feeds are members' alone.
  { route: 'PUT /api/dealers/:id/inventory/:stockNumber', expect: dealerOwnerOnly(201) },
  { route: 'POST /api/dealers/:id/imports', expect: dealerOwnerOnly(200) },
  { route: 'POST /api/dealers/:id/feeds', expect: dealerOwnerOnly(201) },
  { route: 'GET /api/dealers/:id/feeds', expect: dealerOwnerOnly(200) },
  { route: 'DELETE /api/dealers/:id/feeds/:feedId', expect: dealerOwnerOnly(200) },
  // How the photos an import named by URL are coming along: the dealer's owner (and managers).
  { route: 'GET /api/dealers/:id/photos/progress', expect: dealerOwnerOnly(200) },
  // API keys: the owner's alone (a manager gets 403: dealers/api-keys.api.test.ts).
  { route: 'POST /api/dealers/:id/api-keys', expect: dealerOwnerOnly(201) },
  { route: 'GET /api/dealers/:id/api-keys', expect: dealerOwnerOnly(200) },
  { route: 'DELETE /api/dealers/:id/api-keys/:keyId', expect: dealerOwnerOnly(200) },
  // Leads (modules/leads, docs/api.md "Leads"): every member and key of the lead's dealer works
  // them; the CSV of them all is the owner's and managers' (and keys'), not sales staff's.
  { route: 'GET /api/dealers/:id/leads', expect: dealerPeople(200) },
  { route: 'GET /api/dealers/:id/leads/assignees', expect: dealerPeople(200) },
  { route: 'GET /api/dealers/:id/leads.csv', expect: dealerPeople(200, 403) },
  { route: 'PATCH /api/leads/:id', expect: dealerPeople(200) },
  // Messages: only the conversation's two sides (its buyer, the car's seller); writing a first
  // message needs a confirmed address, which only the matrix's admin has.
  { route: 'POST /api/conversations', expect: { ...signedIn(403), admin: 201 } },
  { route: 'GET /api/conversations', expect: signedIn(200) },
  { route: 'GET /api/conversations/:id/messages', expect: conversationSides(200) },
  { route: 'POST /api/conversations/:id/messages', expect: conversationSides(201) },
  { route: 'POST /api/conversations/:id/read', expect: conversationSides(200) },
  { route: 'POST /api/conversations/:id/block', expect: conversationSides(200) },
  // The buyer wrote the message: they cannot report their own.

  // Files: photos are public, the web app is public.
  { route: 'GET /media/:key/:file', expect: everyone(200) },
  { route: 'GET <client file>', expect: everyone(200), only: 'client' },
  // Any other path is a page (the web app's shell here, which has no server renderer).
  { route: 'GET <page>', expect: everyone(200), only: 'client' },
  // For crawlers, at the root: the public pages, and where the list of them is.
  { route: 'GET /sitemap.xml', expect: everyone(200) },
  { route: 'GET /robots.txt', expect: everyone(200) },
]

/** Files the server writes itself, outside /api, that are not the web app's. */
const serverFiles = ['/sitemap.xml', '/robots.txt']

/** The table's key for a registered route: files of the built web app share one row. */
export function routeKey(method: string, url: string): string {
  if (url === '/*') return `${method} <page>`
  const clientFile =
    !url.startsWith('/api/') && !url.startsWith('/media/') && !serverFiles.includes(url)
  return `${method} ${clientFile ? '<client file>' : url}`
}
