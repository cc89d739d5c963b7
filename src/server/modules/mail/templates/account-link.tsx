import { Text } from '@react-email/components'
import { Action, Layout, paragraph } from './layout'

/** The e-mails that carry a link to a person's own account, each by the outbox's kind. */
const linkMails = {
  'password-reset': {
    preview: 'Choose a new password for Wheelanes',
    why: 'You got this e-mail because someone asked to reset the password of your Wheelanes account. If it was not you, ignore it: your password stays as it is.',
    text: 'Choose a new password with the button below. The link works once, for one hour. When you have chosen it, every device signed in to your account is signed out.',
    action: 'Choose a new password',
  },
  'email-verification': {
    preview: 'Confirm your e-mail address for Wheelanes',
    why: 'You got this e-mail because this address was used to open a Wheelanes account. If it was not you, ignore it: nothing happens until the address is confirmed.',
    text: 'Welcome to Wheelanes. Confirm that this address is yours, so that sellers and buyers you write to know they can reach you.',
    action: 'Confirm my e-mail address',
  },
}

/** Hello, what the link is for, and the link as the mail's one button. */
export function AccountLinkEmail({
  kind,
  name,
  url,
}: {
  kind: keyof typeof linkMails
  name: string
  url: string
}) {
  const { preview, why, text, action } = linkMails[kind]
  return (
    <Layout preview={preview} why={why}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>{text}</Text>
      <Action href={url}>{action}</Action>
    </Layout>
  )
}
