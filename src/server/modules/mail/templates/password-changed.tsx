import { Link, Text } from '@react-email/components'
import { Action, Layout, paragraph } from './layout'

/** When, in words a person reads the same anywhere: "Friday, November 27, 2026 at 11:08 UTC". */
export const changedAt = (at: Date) =>
  `${at.toLocaleString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })} UTC`

/**
 * "Your password was changed": sent to the account holder after every change (the Account
 * page) or reset (a link by e-mail), so that someone who did not do it can act at once.
 */
export function PasswordChangedEmail({
  name,
  email,
  at,
  how,
  resetUrl,
  contactUrl,
}: {
  name: string
  email: string
  at: Date
  how: 'changed' | 'reset'
  /** The Forgot password page: a new password by e-mail, without the old one. */
  resetUrl: string
  contactUrl: string
}) {
  return (
    <Layout
      preview={`Your Wheelanes password was changed on ${changedAt(at)}`}
      why="You got this e-mail because the password of your Wheelanes account was changed. We send it after every change, so that you know if it was not you."
    >
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        The password of your Wheelanes account ({email}) was changed on {changedAt(at)}
        {how === 'reset'
          ? ', with a reset link sent to this address. Every device that was signed in has been signed out.'
          : ', from the Account page. Every other device that was signed in has been signed out.'}
      </Text>
      <Text style={paragraph}>If it was you, there is nothing more to do.</Text>
      <Text style={paragraph}>
        If it was not you, someone else knows your password or can read your e-mail. Choose a new
        password at once with the button below (we e-mail you a link), change the password of your
        e-mail account too, and tell us through our <Link href={contactUrl}>Contact page</Link>, so
        that we can check your listings, bookings and messages.
      </Text>
      <Action href={resetUrl}>Choose a new password</Action>
    </Layout>
  )
}
