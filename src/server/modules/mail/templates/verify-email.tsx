import { Text } from '@react-email/components'
import { Action, Layout, paragraph } from './layout'

export function VerifyEmail({ name, url }: { name: string; url: string }) {
  return (
    <Layout
      preview="Confirm your e-mail address for Wheelanes"
      why="You got this e-mail because this address was used to open a Wheelanes account. If it was not you, ignore it: nothing happens until the address is confirmed."
    >
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Welcome to Wheelanes. Confirm that this address is yours, so that sellers and buyers you
        write to know they can reach you.
      </Text>
      <Action href={url}>Confirm my e-mail address</Action>
    </Layout>
  )
}
