import { paths } from '#shared/paths'
import type { AuthEvents } from '../../auth/auth'
import type { MailService } from '../mail/service'
import type { NotificationsService } from '../notifications/service'
import { renderEmail } from '../mail/templates/render'
import { PasswordChangedEmail } from '../mail/templates/password-changed'
import { ResetPasswordEmail } from '../mail/templates/reset-password'
import { VerifyEmail } from '../mail/templates/verify-email'

/** What a person is told about their account: e-mails (to the outbox) and notifications. */
export function accountEvents(
  mail: MailService,
  notifications: NotificationsService,
  publicUrl: string,
): AuthEvents {
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
      const { html, text } = await renderEmail(
        <ResetPasswordEmail name={user.name} url={url.toString()} />,
      )
      await mail.send({
        to: user.email,
        subject: 'Reset your Wheelanes password',
        html,
        text,
        kind: 'password-reset',
      })
    },

    async passwordChanged(user, how) {
      const { html, text } = await renderEmail(
        <PasswordChangedEmail
          name={user.name}
          email={user.email}
          at={new Date()}
          how={how}
          resetUrl={new URL(paths.forgotPassword.to(), publicUrl).toString()}
          contactUrl={new URL(paths.contact.to(), publicUrl).toString()}
        />,
      )
      await mail.send({
        to: user.email,
        subject: 'Your Wheelanes password was changed',
        html,
        text,
        kind: 'password-changed',
      })
    },

    async verifyEmail(user, token) {
      const url = new URL('/api/auth/verify-email', publicUrl)
      url.searchParams.set('token', token)
      url.searchParams.set('callbackURL', paths.emailVerified.to())
      const { html, text } = await renderEmail(
        <VerifyEmail name={user.name} url={url.toString()} />,
      )
      await mail.send({
        to: user.email,
        subject: 'Confirm your e-mail address',
        html,
        text,
        kind: 'email-verification',
      })
    },
  }
}
