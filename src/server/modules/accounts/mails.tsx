import type { AuthMail } from '../../auth/auth'
import type { MailService } from '../mail/service'
import { renderEmail } from '../mail/templates/render'
import { ResetPasswordEmail } from '../mail/templates/reset-password'
import { VerifyEmail } from '../mail/templates/verify-email'

/** The e-mails about a person's account, written to the outbox. */
export function accountMails(mail: MailService, publicUrl: string): AuthMail {
  return {
    async passwordReset(user, token) {
      const url = new URL('/reset-password', publicUrl)
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

    async verifyEmail(user, token) {
      const url = new URL('/api/auth/verify-email', publicUrl)
      url.searchParams.set('token', token)
      url.searchParams.set('callbackURL', '/email-verified')
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
