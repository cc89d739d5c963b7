/**
 * Every client route: its pattern for router.tsx and a builder for links (STYLE.md rule 11).
 * Client routes never collide with the API because the API lives under /api (API.md).
 */
const segment = (value: string) => encodeURIComponent(value)

export const paths = {
  home: { pattern: '/', to: () => '/' },
  login: { pattern: '/login', to: () => '/login' },
  signup: { pattern: '/signup', to: () => '/signup' },
  forgotPassword: { pattern: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: { pattern: '/reset-password', to: () => '/reset-password' },
  emailVerified: { pattern: '/email-verified', to: () => '/email-verified' },
  unsubscribe: { pattern: '/unsubscribe', to: () => '/unsubscribe' },
  about: { pattern: '/about', to: () => '/about' },
  contact: { pattern: '/contact', to: () => '/contact' },
  terms: { pattern: '/terms', to: () => '/terms' },
  privacy: { pattern: '/privacy', to: () => '/privacy' },
  cookies: { pattern: '/cookies', to: () => '/cookies' },
  wishlist: { pattern: '/mywishlist', to: () => '/mywishlist' },
  blog: { pattern: '/blog', to: () => '/blog' },
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
  dashboard: { pattern: '/dashboard', to: () => '/dashboard' },
  overview: { pattern: '/dashboard/overview', to: () => '/dashboard/overview' },
  allBuyers: { pattern: '/dashboard/allusers', to: () => '/dashboard/allusers' },
  allSellers: { pattern: '/dashboard/allseller', to: () => '/dashboard/allseller' },
  addCar: { pattern: '/dashboard/addproduct', to: () => '/dashboard/addproduct' },
  manageCars: { pattern: '/dashboard/managecars', to: () => '/dashboard/managecars' },
  editCar: {
    pattern: '/dashboard/managecars/:id/edit',
    to: (id: string) => `/dashboard/managecars/${segment(id)}/edit`,
  },
  sellerBookings: { pattern: '/dashboard/bookings', to: () => '/dashboard/bookings' },
  myOrders: { pattern: '/dashboard/myorders', to: () => '/dashboard/myorders' },
  account: { pattern: '/dashboard/account', to: () => '/dashboard/account' },
  notifications: { pattern: '/dashboard/notifications', to: () => '/dashboard/notifications' },
  inbox: { pattern: '/dashboard/inbox', to: () => '/dashboard/inbox' },
  savedSearches: { pattern: '/dashboard/saved-searches', to: () => '/dashboard/saved-searches' },
  conversation: {
    pattern: '/dashboard/inbox/:id',
    to: (id: string) => `/dashboard/inbox/${segment(id)}`,
  },
  payment: {
    pattern: '/dashboard/myorders/:id',
    to: (id: string) => `/dashboard/myorders/${segment(id)}`,
  },
} as const
