import { NavLink } from 'react-router'
import type { Side } from '#shared/bookings'
import { paths } from '#shared/paths'

const tabs: Record<Side, { page: string; links: { label: string; to: string }[] }> = {
  buyer: {
    page: 'My Orders',
    links: [
      { label: 'Test drives', to: paths.myOrders.to() },
      { label: 'Offers', to: paths.myOffers.to() },
    ],
  },
  seller: {
    page: 'Bookings',
    links: [
      { label: 'Test drives', to: paths.sellerBookings.to() },
      { label: 'Offers', to: paths.sellerOffers.to() },
    ],
  },
}

/**
 * "Test drives | Offers" under My Orders (the buyer's) and Bookings (the seller's): the two
 * pages of one side's deals, each its own route (bookings and offers features), the open one
 * marked as the current page.
 */
export function OrdersTabs({ side }: { side: Side }) {
  const { page, links } = tabs[side]
  return (
    <nav aria-label={page} className="tabs-box tabs mt-5 w-fit">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          // Test drives' path is the start of Offers': only an exact match is the current tab.
          end
          className={({ isActive }) => `tab ${isActive ? 'tab-active' : 'text-base-content/80'}`}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  )
}
