import { Link } from 'react-router'
import { paths } from '#shared/paths'
import { InfoPage, LegalLinks, Part } from './info-page'

export function TermsPage() {
  return (
    <InfoPage page="terms" updated="24 November 2026">
      <Part title="Who we are in a sale">
        <p>
          Wheelanes is a place where sellers and buyers meet. The contract for a car is between its
          buyer and its seller; we are not a party to it, we do not own or inspect the cars, and we
          do not guarantee what a listing says. Using the site means you accept these terms; if you
          do not, please do not use it.
        </p>
      </Part>
      <Part title="Your account">
        <ul className="list-disc space-y-2 pl-6">
          <li>Give your real name and an e-mail address you read; one account per person.</li>
          <li>
            Keep your password to yourself. What is done from your account is taken to be done by
            you; if you think someone else got in, change your password, which signs out every other
            device.
          </li>
          <li>You may delete your account at any time from My account.</li>
        </ul>
      </Part>
      <Part title="Selling">
        <ul className="list-disc space-y-2 pl-6">
          <li>List only cars you own or may sell, at the place you say they are.</li>
          <li>
            Describe each car truthfully: its mileage, condition, history and any fault you know of.
            Use your own photos of that car.
          </li>
          <li>
            Keep listings current: answer test drive requests in time, and take a car off once it is
            sold elsewhere.
          </li>
        </ul>
      </Part>
      <Part title="Buying">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Book a test drive only if you mean to come; a booking holds the car for you and keeps it
            from other buyers.
          </li>
          <li>
            See and drive the car before you pay. Payment through the site goes through Stripe; pay
            only for a car you have checked.
          </li>
        </ul>
      </Part>
      <Part title="What nobody may do">
        <ul className="list-disc space-y-2 pl-6">
          <li>Post anything false, unlawful, abusive, or someone else&rsquo;s photos or data.</li>
          <li>Use messages for spam, or to take a sale away from the site to defraud.</li>
          <li>Scrape the site in bulk, or try to get into accounts or parts that are not yours.</li>
        </ul>
        <p>
          We may remove a listing, a message or an account that breaks these rules, and we will tell
          you why.
        </p>
      </Part>
      <Part title="Our part">
        <p>
          We run the site with care but cannot promise it is never down or wrong. Deal ratings
          compare a car&rsquo;s price with similar listings; they are information, not advice. Where
          the law allows, we are not liable for a car, a seller&rsquo;s or a buyer&rsquo;s conduct,
          or a sale between them.
        </p>
        <p>
          We may change these terms; the date at the top says when they last changed. Questions:{' '}
          <Link to={paths.contact.to()} className="link link-primary">
            contact us
          </Link>
          .
        </p>
      </Part>
      <LegalLinks />
    </InfoPage>
  )
}
