import { Link } from 'react-router'
import { paths } from '#shared/paths'
import { InfoPage, Part } from './info-page'

export function AboutPage() {
  return (
    <InfoPage page="about">
      <Part title="What Wheelanes is">
        <p>
          Wheelanes puts people who sell used cars in touch with people who want one. Sellers,
          private owners and small dealers alike, list their cars with photos, price, mileage and
          history. Buyers search and filter them, save the ones they like, ask the seller questions,
          and book a test drive at a time the seller offers.
        </p>
        <p>
          We do not own, inspect or sell the cars ourselves: every car belongs to its seller, and
          what a listing says is what the seller wrote. Look at the car, drive it, and read our{' '}
          <Link to={paths.blog.to()} className="link link-primary">
            buying guides
          </Link>{' '}
          before you pay.
        </p>
      </Part>
      <Part title="How a sale goes">
        <ol className="list-decimal space-y-2 pl-6">
          <li>You find a car and ask the seller for a test drive; the car is held for you.</li>
          <li>The seller accepts one of your times; you meet, look and drive.</li>
          <li>
            You pay through the site with Stripe, so the seller is paid and the car marked sold;
            afterwards each of you may review the other.
          </li>
        </ol>
      </Part>
      <Part title="What helps you judge a price">
        <p>
          Each car carries a deal rating: its price compared with similar cars listed here (same
          make and model, age and mileage). It is arithmetic on listings, not a valuation; a car
          with too few similar listings gets no rating rather than a guess.
        </p>
      </Part>
      <Part title="Talk to us">
        <p>
          Questions, a listing that looks wrong, or a problem with a booking:{' '}
          <Link to={paths.contact.to()} className="link link-primary">
            write to us
          </Link>
          . A person reads every message.
        </p>
      </Part>
    </InfoPage>
  )
}
