import type { ReactElement } from 'react'
import { paths } from '#shared/paths'
import type { AuthEvents } from '../../auth/auth'
import type { Mail, MailService } from '../mail/service'
import type { NotificationsService } from '../notifications/service'
import { AccountLinkEmail } from '../mail/templates/account-link'
import { renderEmail } from '../mail/templates/render'
import { PasswordChangedEmail } from '../mail/templates/password-changed'

/** What a person is told about their account: e-mails (to the outbox) and notifications. */
export function accountEvents(
  mail: MailService,
  notifications: NotificationsService,
  publicUrl: string,
): AuthEvents {
  /** The e-mail, rendered, into the outbox for the person. */
  async function mailTo(to: string, subject: string, kind: Mail['kind'], email: ReactElement) {
    const { html, text } = await renderEmail(email)
    await mail.send({ to, subject, html, text, kind })
  }

  return {
    async welcome(user) {
      const seller = user.role === 'seller'
      await notifications.notify({
        userId: user.id,
        kind: 'account.welcome',
        title: 'Welcome to Wheelanes',
        body: seller
          ? 'List your first car from the dashboard: buyers book a test drive and pay you here.'
          : 'Find a car, book a test drive with its seller and pay from My Orders.',
        link: seller ? paths.addCar.to() : paths.cars.to(),
      })
    },

    async verified(user) {
      await notifications.notify({
        userId: user.id,
        kind: 'account.verified',
        title: 'E-mail address confirmed',
        body: `${user.email} is confirmed: sellers and buyers you write to can reach you.`,
        link: paths.home.to(),
      })
    },

    async passwordReset(user, token) {
      const url = new URL(paths.resetPassword.to(), publicUrl)
      url.searchParams.set('token', token)
      await mailTo(
        user.email,
        'Reset your Wheelanes password',
        'password-reset',
        <AccountLinkEmail kind="password-reset" name={user.name} url={url.toString()} />,
      )
    },

    async passwordChanged(user, how) {
      await mailTo(
        user.email,
        'Your Wheelanes password was changed',
        'password-changed',
        <PasswordChangedEmail
          name={user.name}
          email={user.email}
          at={new Date()}
          how={how}
          resetUrl={new URL(paths.forgotPassword.to(), publicUrl).toString()}
          contactUrl={new URL(paths.contact.to(), publicUrl).toString()}
        />,
      )
    },

    async verifyEmail(user, token) {
      const url = new URL('/api/auth/verify-email', publicUrl)
      url.searchParams.set('token', token)
      url.searchParams.set('callbackURL', paths.emailVerified.to())
      await mailTo(
        user.email,
        'Confirm your e-mail address',
        'email-verification',
        <AccountLinkEmail kind="email-verification" name={user.name} url={url.toString()} />,
      )
    },
  }
}
