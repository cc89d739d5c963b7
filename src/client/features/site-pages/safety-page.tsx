import { Link } from 'react-router'
import { paths } from '#shared/paths'
import { InfoPage, Part } from './info-page'

/**
 * The Safety page: where the scam shield's note in a message links (docs/api.md "Trust and
 * safety").
 */
export function SafetyPage() {
  return (
    <InfoPage page="safety">
      <Part title="Pay only on Wheelanes">
        <p>
          When you pay through Wheelanes, the money is held until you have the car: the seller is
          paid only after the handover. Money paid anywhere else is gone if the car never comes.
        </p>
        <p>
          Never pay, or take a deposit, by gift card, wire or bank transfer, Western Union,
          MoneyGram, Zelle, Venmo, Cash App, PayPal, crypto, or through an &ldquo;escrow
          service&rdquo; or shipping company the other side names. A real seller lets you see and
          drive the car first.
        </p>
      </Part>
      <Part title="Keep talking here until you meet">
        <p>
          Your phone number and e-mail address stay private on Wheelanes. Someone who wants to move
          the talk to text, WhatsApp or e-mail before a test drive is agreed often wants to get away
          from the record and the Report button. Once a test drive is agreed, sharing a number to
          find each other is fine.
        </p>
      </Part>
      <Part title="What a safety note means">
        <p>
          A message that asks for money off the site, names one of the payment methods above, or
          gives a phone number or e-mail address before a test drive is agreed arrives with a short
          safety note. The note is written by a check, not by a person: it does not say the sender
          is a scammer, only that the message asks for something scammers ask for. Read the message
          with that in mind.
        </p>
      </Part>
      <Part title="Signs of a scam">
        <ul className="list-disc space-y-2 pl-6">
          <li>A price far below similar cars (look at the deal rating).</li>
          <li>
            A seller who is abroad, deployed, at sea or moving away, with the car &ldquo;at a
            shipping company&rdquo; that delivers once you pay.
          </li>
          <li>A deposit asked for before you have seen the car, or a hurry to pay today.</li>
          <li>
            A buyer who sends a check for more than the price and asks you to send the difference
            back.
          </li>
          <li>Spelled-out phone numbers and addresses, written so a filter misses them.</li>
        </ul>
      </Part>
      <Part title="At the test drive and the handover">
        <ul className="list-disc space-y-2 pl-6">
          <li>Meet in daylight, in a busy public place, and bring someone along.</li>
          <li>Check that the VIN on the car matches the title and the listing.</li>
          <li>Have a mechanic you choose inspect the car before you pay.</li>
        </ul>
      </Part>
      <Part title="If something is wrong">
        <p>
          Report the message or the listing with its Report button, and block the person from the
          conversation. An admin reads every report. For anything else,{' '}
          <Link to={paths.contact.to()} className="link link-primary">
            write to us
          </Link>
          .
        </p>
      </Part>
    </InfoPage>
  )
}
