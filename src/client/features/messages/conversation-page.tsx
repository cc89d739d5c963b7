import { useCallback, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { signedInLoader } from '../../api/signed-in-loader'
import { HttpError } from '../../api/http'
import type { Conversation } from '#shared/messages'
import { BookingStatusBadge } from '../../components/booking-status-badge'
import { CarThumb } from '../../components/car-thumb'
import { ConfirmMutation } from '../../components/confirm-mutation'
import { LocalTime } from '../../components/local-time'
import { PageTitle } from '../../components/page-title'
import { ReportDialog } from '../../components/report-dialog'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { paths } from '#shared/paths'
import { useBlockConversation } from './api/block-conversation'
import { conversationsQueryOptions, useConversations } from '../../api/get-conversations'
import { messagesQueryOptions, useMessages } from './api/get-messages'
import { useMarkConversationRead } from './api/mark-conversation-read'
import { Composer } from './composer'
import { MessageList } from './message-list'

export const loader = signedInLoader('anyone', (client, { params }) => {
  if (!params.id) return
  void client.prefetchQuery(conversationsQueryOptions())
  void client.prefetchInfiniteQuery(messagesQueryOptions(params.id))
})

/** One conversation: who and which car, the messages, and the box to answer in. */
function ConversationPage() {
  const id = useParams().id ?? ''
  const conversation = useConversations().data?.find((c) => c._id === id)
  const messages = useMessages(id)
  const markRead = useMarkConversationRead()
  const { fetchNextPage } = messages
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage])
  const [reporting, setReporting] = useState<string | null>(null)
  const [blocking, setBlocking] = useState<string | null>(null)
  const block = useBlockConversation()

  // Pages come newest first; each page is oldest first.
  const list = messages.data?.pages.toReversed().flat() ?? []
  // The newest of the other side's messages still unread: opening the page, or its arrival,
  // marks the conversation read.
  const unreadId = list.findLast((m) => !m.fromMe && !m.readAt)?._id
  const { mutate: markReadNow } = markRead
  useEffect(() => {
    if (unreadId) markReadNow(id)
  }, [id, unreadId, markReadNow])

  const otherName = conversation?.other.name ?? 'them'
  const car = conversation?.car
  const missing = messages.error instanceof HttpError && messages.error.status === 404

  return (
    <div className="flex h-[calc(100dvh-10rem)] min-h-96 flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 lg:h-[calc(100dvh-9rem)]">
      <PageTitle title={conversation ? `${otherName}, ${conversation.car.carName}` : 'Messages'} />
      {/* The other side's name and the car in full: they wrap on a phone rather than cut off. */}
      <header className="flex items-center gap-3 border-b border-base-300 px-2 py-2 sm:px-4">
        <Link to={paths.inbox.to()} className="btn btn-ghost btn-sm" aria-label="Back to the inbox">
          ←
        </Link>
        {car?.image && <CarThumb src={car.image} width={48} />}
        <div className="min-w-0 flex-1">
          <h1 className="leading-snug font-bold wrap-break-word">
            {conversation ? otherName : 'Conversation'}
          </h1>
          {car &&
            (car._id ? (
              <Link
                to={paths.car.to(car._id)}
                className="link block text-sm leading-snug wrap-break-word link-hover link-primary"
              >
                {car.carName}
              </Link>
            ) : (
              <p className="text-sm leading-snug wrap-break-word text-base-content/75">
                {car.carName}
              </p>
            ))}
        </div>
        {conversation && !conversation.other.deleted && (
          <button
            type="button"
            className="btn shrink-0 btn-ghost btn-sm text-error"
            onClick={() => setBlocking(otherName)}
          >
            {/* The name is in the heading beside it: a long one would squeeze the heading. */}
            Block<span className="sr-only"> {otherName}</span>
          </button>
        )}
      </header>
      {conversation?.booking && <BookingStrip conversation={conversation} />}
      {messages.isPending ? (
        <div className="flex-1">
          <Spinner />
        </div>
      ) : messages.isError ? (
        <div className="flex-1 p-4">
          {missing ? (
            <p className="py-10 text-center">
              This conversation does not exist.{' '}
              <Link to={paths.inbox.to()} className="link link-primary">
                Back to the inbox
              </Link>
            </p>
          ) : (
            <QueryError
              error={messages.error}
              onRetry={() => void messages.refetch()}
              what="these messages"
            />
          )}
        </div>
      ) : (
        <>
          <MessageList
            messages={list}
            otherName={otherName}
            hasOlder={messages.hasNextPage}
            loadingOlder={messages.isFetchingNextPage}
            onLoadOlder={loadOlder}
            onReport={setReporting}
          />
          {conversation?.other.deleted ? (
            <p className="border-t border-base-300 px-4 py-3 text-center text-sm text-base-content/75">
              This account has been closed. You can read this conversation, but not answer.
            </p>
          ) : (
            <Composer conversationId={id} />
          )}
        </>
      )}
      <ReportDialog
        target={reporting ? { type: 'message', id: reporting } : null}
        onClose={() => setReporting(null)}
      />
      <ConfirmMutation
        subject={blocking}
        title={(name) => `Block ${name}?`}
        body={(name) =>
          `${name} will not be able to send you messages. You can still write to them.`
        }
        confirmLabel="Block"
        mutation={block}
        variables={() => id}
        done={(name) => `${name} can no longer message you`}
        onClose={() => setBlocking(null)}
      />
    </div>
  )
}

/** The test drive the buyer booked for this car: where it stands, and the way to it. */
function BookingStrip({ conversation: { booking, you } }: { conversation: Conversation }) {
  if (!booking) return null
  const open = booking.status === 'requested' || booking.status === 'accepted'
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-base-300 bg-base-200/60 px-3 py-2 text-sm sm:px-4">
      <span className="font-semibold">Test drive</span>
      <BookingStatusBadge status={booking.status} />
      {booking.payment === 'paid' && <span className="badge badge-sm badge-success">Paid</span>}
      {booking.appointmentAt && (open || booking.status === 'completed') && (
        <LocalTime iso={booking.appointmentAt} appointment />
      )}
      <Link
        to={you === 'buyer' ? paths.myOrders.to() : paths.sellerBookings.to()}
        className="link ml-auto link-primary"
      >
        {you === 'buyer' ? 'My Orders' : 'Bookings'}
      </Link>
    </div>
  )
}

export { ConversationPage as Component }
