import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import type { Side } from '#shared/bookings'
import { paths } from '#shared/paths'
import { PageTitle } from './page-title'

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

type FrameProps = {
  side: Side
  /** The tab's own title, for the browser's tab: 'My offers'. */
  title: string
  /** What the person has to do now, in a line under the heading. */
  summary: string
  /** Said between the tabs and the list: 'Request sent'. */
  notice?: ReactNode
  /** The tab's list (and its dialogs). */
  children: ReactNode
}

/** One tab of My Orders or Bookings: the side's heading, the summary line, the tabs, the list. */
export function OrdersPageFrame({ side, title, summary, notice, children }: FrameProps) {
  return (
    <div>
      <PageTitle title={title} />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{tabs[side].page}</h1>
      <p className="mt-1 text-base-content/75">{summary}</p>
      <OrdersTabs side={side} />
      {notice}
      <div className="mt-6">{children}</div>
    </div>
  )
}
