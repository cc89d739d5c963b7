/**
 * The dashboard pages the server links to from notifications and e-mails (the client's
 * `paths.ts` names the same pages for its routes).
 */
export const dashboardPages = {
  myOrders: '/dashboard/myorders',
  sellerBookings: '/dashboard/bookings',
  sellerMoney: '/dashboard/money',
  /** The Offers tabs of My Orders and of the seller's Bookings. */
  myOffers: '/dashboard/myorders/offers',
  sellerOffers: '/dashboard/bookings/offers',
  /** A dealer's Leads inbox: where 'lead.received' and 'lead.unanswered' lead. */
  leads: '/dashboard/leads',
} as const
