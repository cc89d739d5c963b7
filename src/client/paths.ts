/**
 * Every client route: its pattern for router.tsx and a builder for links (STYLE.md rule 11).
 * Client routes never collide with the API because the API lives under /api (API.md).
 */
const segment = (value: string) => encodeURIComponent(value)
/** A route without parameters: its link is its pattern. */
const fixed = (pattern: string) => ({ pattern, to: () => pattern })

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
  wishlist: fixed('/mywishlist'),
  blog: fixed('/blog'),
  blogPost: { pattern: '/blog/:id', to: (id: string) => `/blog/${segment(id)}` },
  car: { pattern: '/featured-cars/:id', to: (id: string) => `/featured-cars/${segment(id)}` },
  search: { pattern: '/cars', to: (query = '') => (query ? `/cars?${query}` : '/cars') },
  cars: {
    pattern: '/car-categories',
    to: ({ page = 1 }: { page?: number } = {}) =>
      page > 1 ? `/car-categories?page=${page}` : '/car-categories',
  },
  category: {
    pattern: '/allcars/:id',
    to: (categoryId: string) => `/allcars/${segment(categoryId)}`,
  },
  seller: { pattern: '/sellers/:id', to: (id: string) => `/sellers/${segment(id)}` },
  dashboard: fixed('/dashboard'),
  overview: fixed('/dashboard/overview'),
  allBuyers: fixed('/dashboard/allusers'),
  allSellers: fixed('/dashboard/allseller'),
  addCar: fixed('/dashboard/addproduct'),
  manageCars: fixed('/dashboard/managecars'),
  editCar: {
    pattern: '/dashboard/managecars/:id/edit',
    to: (id: string) => `/dashboard/managecars/${segment(id)}/edit`,
  },
  sellerBookings: fixed('/dashboard/bookings'),
  myOrders: fixed('/dashboard/myorders'),
  account: fixed('/dashboard/account'),
  notifications: fixed('/dashboard/notifications'),
  inbox: fixed('/dashboard/inbox'),
  savedSearches: fixed('/dashboard/saved-searches'),
  conversation: {
    pattern: '/dashboard/inbox/:id',
    to: (id: string) => `/dashboard/inbox/${segment(id)}`,
  },
  payment: {
    pattern: '/dashboard/myorders/:id',
    to: (id: string) => `/dashboard/myorders/${segment(id)}`,
  },
} as const
