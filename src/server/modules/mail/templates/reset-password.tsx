import { Text } from '@react-email/components'
import { Action, Layout, paragraph } from './layout'

export function ResetPasswordEmail({ name, url }: { name: string; url: string }) {
  return (
    <Layout
      preview="Choose a new password for Wheelanes"
      why="You got this e-mail because someone asked to reset the password of your Wheelanes account. If it was not you, ignore it: your password stays as it is."
    >
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Choose a new password with the button below. The link works once, for one hour. When you
        have chosen it, every device signed in to your account is signed out.
      </Text>
      <Action href={url}>Choose a new password</Action>
    </Layout>
  )
}
