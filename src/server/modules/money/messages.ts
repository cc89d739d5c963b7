import { paths } from '#shared/paths'
import type { NewNotification } from '../notifications/service'

/** Where each side follows its money; the seller's bookings, where the handover is marked. */
const moneyPage = { buyer: paths.myOrders.to(), seller: paths.sellerMoney.to() }
const bookingsPage = { seller: paths.sellerBookings.to() }

export const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`

/** A day as people read it in e-mails: "Thu, Dec 3" (UTC, like the rest of the money's words). */
const day = (at: Date) =>
  at.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

export interface Sale {
  carName: string
  buyerId: string
  buyerName: string
  sellerId: string | null
  amountCents: number
}

type Note = Omit<NewNotification, 'userId'>
const both = (s: Sale, buyer: Note, seller: Note): NewNotification[] => [
  { userId: s.buyerId, ...buyer },
  ...(s.sellerId ? [{ userId: s.sellerId, ...seller }] : []),
]

/** What each movement of money tells whom. */
export const moneyTold = {
  held: (s: Sale, heldUntil: Date) =>
    both(
      s,
      {
        kind: 'payment.held',
        title: `Payment held: ${s.carName}`,
        body: `Your ${dollars(s.amountCents)} for the ${s.carName} is held, not taken: the car is reserved for you. It is taken only when you confirm you have the car, and released to you if the car is not handed over by ${day(heldUntil)} or the sale is cancelled.`,
        link: moneyPage.buyer,
      },
      {
        kind: 'payment.held',
        title: `Reserved: ${s.carName}`,
        body: `${s.buyerName}'s ${dollars(s.amountCents)} for your ${s.carName} is held. Hand the car over by ${day(heldUntil)} and mark it handed over; you are paid once ${s.buyerName} confirms.`,
        link: bookingsPage.seller,
      },
    ),

  handover: (s: Sale, confirmBy: Date): NewNotification => ({
    userId: s.buyerId,
    kind: 'handover.requested',
    title: `Do you have the ${s.carName}?`,
    body: `The seller says the ${s.carName} is yours now. Confirm you have it, or tell us what is wrong, by ${day(confirmBy)}; without an answer the ${dollars(s.amountCents)} is taken then.`,
    link: moneyPage.buyer,
  }),

  objected: (s: Sale, reason: string): NewNotification[] =>
    s.sellerId
      ? [
          {
            userId: s.sellerId,
            kind: 'handover.objected',
            title: `Problem with the handover: ${s.carName}`,
            body: `${s.buyerName} says something is wrong: "${reason}". The money stays held while a Wheelanes admin looks at it.`,
            link: bookingsPage.seller,
          },
        ]
      : [],

  captured: (s: Sale, netCents: number) =>
    both(
      s,
      {
        kind: 'payment.captured',
        title: `Receipt: ${s.carName}`,
        body: `You paid ${dollars(s.amountCents)} for the ${s.carName}. Enjoy the car.`,
        link: moneyPage.buyer,
      },
      {
        kind: 'payment.captured',
        title: `Sold: ${s.carName}`,
        body: `${s.buyerName} confirmed the handover and paid ${dollars(s.amountCents)}. Your ${dollars(netCents)} is on its way to your payout account.`,
        link: moneyPage.seller,
      },
    ),

  released: (s: Sale, why: string) =>
    both(
      s,
      {
        kind: 'payment.released',
        title: `Payment released: ${s.carName}`,
        body: `${why} Your ${dollars(s.amountCents)} was never taken and the hold on your card is released; your bank shows it within a few days.`,
        link: moneyPage.buyer,
      },
      {
        kind: 'payment.released',
        title: `Reservation ended: ${s.carName}`,
        body: `${why} The buyer's payment is released and your ${s.carName} is for sale again.`,
        link: bookingsPage.seller,
      },
    ),

  refunded: (s: Sale, cents: number, all: boolean) =>
    both(
      s,
      {
        kind: 'payment.refunded',
        title: `Refund: ${s.carName}`,
        body: `${dollars(cents)} of your payment for the ${s.carName} is on its way back to your card${all ? ': all of it' : ''}.`,
        link: moneyPage.buyer,
      },
      {
        kind: 'payment.refunded',
        title: `Refund to the buyer: ${s.carName}`,
        body: `Wheelanes refunded ${dollars(cents)} to the buyer of your ${s.carName}; your Money page shows what it changes for you.`,
        link: moneyPage.seller,
      },
    ),

  payout: (sellerId: string, carName: string, cents: number): NewNotification => ({
    userId: sellerId,
    kind: 'payout.sent',
    title: `Payout sent: ${carName}`,
    body: `${dollars(cents)} for your ${carName} was sent to your payout account.`,
    link: moneyPage.seller,
  }),
}
