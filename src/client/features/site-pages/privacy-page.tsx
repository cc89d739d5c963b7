import { Link } from 'react-router'
import { paths } from '#shared/paths'
import { InfoPage, LegalLinks, Part } from './info-page'

// Written from what the code stores (db/schema.ts); change it when that changes.
export function PrivacyPage() {
  return (
    <InfoPage page="privacy" updated="24 November 2026">
      <Part title="In short">
        <p>
          We keep what the marketplace needs to work: your account, the cars you list, the test
          drives you book, the messages you exchange and the e-mails we send you. We do not sell it,
          we show no advertising, and we use no analytics or tracking services.
        </p>
      </Part>
      <Part title="What we store">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Your account:</strong> your name, e-mail address, whether you buy or sell,
            whether you confirmed your address, and your e-mail preferences. If you sign in with a
            password we keep only a one-way hash of it, never the password; if you sign in with
            Google we keep the identifier Google gives us for you, not your Google password.
          </li>
          <li>
            <strong>Your sessions:</strong> for each device signed in, when it expires, and the
            network address and browser name it signed in from, so that you can recognise it.
          </li>
          <li>
            <strong>Cars you list:</strong> everything you write in the listing, its ZIP code and
            town, its price history, and its photos. Photos are re-encoded when uploaded, which
            removes their hidden data (camera, GPS position).
          </li>
          <li>
            <strong>Test drives and purchases:</strong> the buyer&rsquo;s name, e-mail address and
            phone number, the meeting place, the times offered and chosen, and the booking&rsquo;s
            course. Payment is made through Stripe: your card details go to Stripe and never reach
            our servers; we keep the amount and whether it was paid. (A demonstration copy of the
            site without Stripe only simulates payment: never enter a real card there.)
          </li>
          <li>
            <strong>Messages</strong> between a buyer and a seller, the blocks you set and the
            reports you make, and <strong>reviews</strong> after a test drive.
          </li>
          <li>
            <strong>Your lists:</strong> the cars on your wish list, your saved searches and how
            often you want their alerts, and your newsletter subscription.
          </li>
          <li>
            <strong>Notifications and e-mails:</strong> the notifications you see in the app and a
            copy of every e-mail we send (to you, or to us from the Contact form), with when it was
            delivered.
          </li>
          <li>
            <strong>Server logs:</strong> for a request that failed or was slow, its time, method,
            the kind of page or call (not its full address), the answer and how long it took, to
            find faults. Your network address, passwords and cookies are not written in them.
          </li>
        </ul>
      </Part>
      <Part title="Who sees it">
        <p>
          Anyone can see a listing, the seller&rsquo;s name and their reviews. A seller sees the
          name, e-mail address and phone number of a buyer who books a test drive of their car, to
          arrange it. Messages are seen by the two people in the conversation, and by our admins
          only when one of them reports a message. Stripe receives what it needs to take a payment.
          Nobody else.
        </p>
      </Part>
      <Part title="How long we keep it">
        <p>
          Your account and what belongs to it stay until you delete the account. A session ends
          after 7 days without use, or when you log out. Background tasks are cleared after 7 days.
          E-mail copies and logs are kept as long as the marketplace&rsquo;s operator needs them to
          run it safely.
        </p>
      </Part>
      <Part title="Deleting your account">
        <p>
          Go to{' '}
          <Link to={paths.account.to()} className="link link-primary">
            My account
          </Link>{' '}
          and choose <strong>Delete my account</strong>. At once: you are signed out everywhere,
          your cars for sale leave the marketplace, unpaid bookings are cancelled, and your wish
          list, saved searches, notifications and newsletter subscription are erased. Your e-mail
          address is removed from the account. What others need to keep stays: a purchase that was
          paid keeps its record (without your e-mail address or phone number), and your
          conversations stay readable to the other person, closed to new messages.
        </p>
        <p>
          To ask what we hold about you, or to correct it, use the{' '}
          <Link to={paths.contact.to()} className="link link-primary">
            Contact
          </Link>{' '}
          page.
        </p>
      </Part>
      <Part title="Cookies">
        <p>
          One cookie keeps you signed in; the{' '}
          <Link to={paths.cookies.to()} className="link link-primary">
            Cookie policy
          </Link>{' '}
          lists it, and the little else your browser keeps for us.
        </p>
      </Part>
      <LegalLinks />
    </InfoPage>
  )
}
