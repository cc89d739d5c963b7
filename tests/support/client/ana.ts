import type { User } from '#shared/accounts'

/** Ana, the signed-in buyer of the component tests, as GET /api/auth/me names her. */
export const ana: User = { _id: 'u1', name: 'Ana Buyer', email: 'ana@example.com', role: 'buyer' }
