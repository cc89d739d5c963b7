import type { Side } from '#shared/bookings'
import { paths } from '#shared/paths'
import type { NewNotification } from '../notifications/service'
import { dollars } from '../money/messages'

const offersPage = { buyer: paths.myOffers.to(), seller: paths.sellerOffers.to() }

export interface Deal {
  carName: string
  buyerId: string
  buyerName: string
  sellerId: string
  amountCents: number
}

/** The deal of an offer, its buyer named (a row's buyer is an id). */
export const dealOf = (o: Omit<Deal, 'buyerName'>, buyerName: string): Deal => ({
  carName: o.carName,
  buyerId: o.buyerId,
  buyerName,
  sellerId: o.sellerId,
  amountCents: o.amountCents,
})

const to = (d: Deal, side: Side) => (side === 'buyer' ? d.buyerId : d.sellerId)

/** What each step of a negotiation tells the other side (docs/api.md "Offers"). */
export const offerTold = {
  received: (d: Deal): NewNotification => ({
    userId: d.sellerId,
    kind: 'offer.received',
    title: `Offer of ${dollars(d.amountCents)}: ${d.carName}`,
    body: `${d.buyerName} offers ${dollars(d.amountCents)} for your ${d.carName}. Accept, decline or counter it within two days.`,
    link: offersPage.seller,
  }),

  countered: (d: Deal, by: Side): NewNotification => ({
    userId: to(d, by === 'buyer' ? 'seller' : 'buyer'),
    kind: 'offer.countered',
    title: `Counter-offer of ${dollars(d.amountCents)}: ${d.carName}`,
    body:
      by === 'seller'
        ? `The seller of the ${d.carName} asks ${dollars(d.amountCents)}. Accept, decline or counter it.`
        : `${d.buyerName} now offers ${dollars(d.amountCents)} for your ${d.carName}. Accept, decline or counter it.`,
    link: offersPage[by === 'buyer' ? 'seller' : 'buyer'],
  }),

  accepted: (d: Deal, by: Side): NewNotification[] => [
    {
      userId: d.buyerId,
      kind: 'offer.accepted',
      title: `Price agreed: ${dollars(d.amountCents)} for the ${d.carName}`,
      body:
        (by === 'seller'
          ? `The seller accepted your ${dollars(d.amountCents)}. `
          : `You agreed on ${dollars(d.amountCents)}. `) +
        'Your booking in My Orders has the agreed price: pay it to reserve the car.',
      link: paths.myOrders.to(),
    },
    {
      userId: d.sellerId,
      kind: 'offer.accepted',
      title: `Price agreed: ${dollars(d.amountCents)} for your ${d.carName}`,
      body:
        (by === 'buyer'
          ? `${d.buyerName} accepted your ${dollars(d.amountCents)}. `
          : `You agreed on ${dollars(d.amountCents)} with ${d.buyerName}. `) +
        'Their booking has the agreed price; propose times for the test drive in Bookings.',
      link: paths.sellerBookings.to(),
    },
  ],

  declined: (d: Deal, by: Side, reason?: string): NewNotification => ({
    userId: to(d, by === 'buyer' ? 'seller' : 'buyer'),
    kind: 'offer.declined',
    title: `Offer declined: ${d.carName}`,
    body:
      (by === 'seller'
        ? `The seller declined ${dollars(d.amountCents)} for the ${d.carName}.`
        : `${d.buyerName} declined ${dollars(d.amountCents)} for your ${d.carName}.`) +
      (reason ? ` “${reason}”` : ''),
    link: offersPage[by === 'buyer' ? 'seller' : 'buyer'],
  }),

  withdrawn: (d: Deal): NewNotification => ({
    userId: d.sellerId,
    kind: 'offer.withdrawn',
    title: `Offer withdrawn: ${d.carName}`,
    body: `${d.buyerName} withdrew their offer for your ${d.carName}.`,
    link: offersPage.seller,
  }),

  expired: (d: Deal): NewNotification[] =>
    (['buyer', 'seller'] as const).map((side) => ({
      userId: to(d, side),
      kind: 'offer.expired',
      title: `Offer expired: ${d.carName}`,
      body: `The offer of ${dollars(d.amountCents)} for the ${d.carName} was not answered in time and has expired.`,
      link: offersPage[side],
    })),

  closed: (d: Deal, why: string): NewNotification => ({
    userId: d.buyerId,
    kind: 'offer.closed',
    title: `Offer closed: ${d.carName}`,
    body: `Your offer of ${dollars(d.amountCents)} for the ${d.carName} is closed: ${why}`,
    link: offersPage.buyer,
  }),
}
