import { Link } from 'react-router'
import { useConversations } from '../../api/get-conversations'
import { useOffers } from '../../api/get-offers'
import { useSellerBookings } from '../../api/get-seller-bookings'
import { paths } from '#shared/paths'

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * A signed-in seller's waiting work, above the search box (issue 40, docs/decisions/0115): test
 * drive requests and offers whose turn is theirs, and unread messages, each a link to where it is
 * answered; one conversation's messages open that conversation. Nothing waiting, no banner.
 */
function SellerWaiting() {
  const bookings = useSellerBookings().data ?? []
  const offers = useOffers('seller').data ?? []
  const unread = (useConversations().data ?? []).filter((c) => c.unread > 0)

  const requests = bookings.filter((b) => b.status === 'requested' && b.awaiting === 'seller')
  const toAnswer = offers.filter((o) => o.status === 'pending' && o.awaiting === 'seller')
  const messages = unread.reduce((sum, c) => sum + c.unread, 0)
  const only = unread.length === 1 ? unread[0] : undefined
  const links = [
    requests.length > 0 && {
      to: paths.sellerBookings.to(),
      text: `${counted(requests.length, 'test drive request', 'test drive requests')} to answer`,
    },
    toAnswer.length > 0 && {
      to: paths.sellerOffers.to(),
      text: `${counted(toAnswer.length, 'offer', 'offers')} to answer`,
    },
    messages > 0 && {
      to: only ? paths.conversation.to(only._id) : paths.inbox.to(),
      text: counted(messages, 'unread message', 'unread messages'),
    },
  ].filter((link) => link !== false)
  if (links.length === 0) return null

  return (
    <section
      aria-labelledby="waiting-heading"
      className="mb-4 flex flex-col gap-3 rounded-box border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:gap-6"
    >
      <h2 id="waiting-heading" className="shrink-0 text-lg font-bold">
        Waiting for you
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="btn btn-sm btn-primary">
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export { SellerWaiting as Component }
