import { Text } from '@react-email/components'
import { Action, Layout, paragraph } from '../mail/templates/layout'

const roleWords = {
  manager: 'a manager (cars, imports, feeds and leads)',
  sales: 'sales staff (leads, messages and test drives)',
}

/** An invitation to join a dealer: the link carries the token, which only this mail holds. */
export function DealerInviteEmail({
  dealerName,
  invitedBy,
  role,
  url,
  expiresAt,
}: {
  dealerName: string
  invitedBy: string
  role: 'manager' | 'sales'
  url: string
  expiresAt: Date
}) {
  const until = expiresAt.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })
  return (
    <Layout
      preview={`${invitedBy} invites you to ${dealerName} on Wheelanes`}
      why="You got this e-mail because a dealer on Wheelanes invited this address. If you do not know them, ignore it: nothing happens unless you accept."
    >
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        {invitedBy} invites you to join {dealerName} on Wheelanes as {roleWords[role]}. Sign in (or
        sign up) with this e-mail address, then accept with the button below. The invitation is open
        until {until}.
      </Text>
      <Action href={url}>Accept the invitation</Action>
    </Layout>
  )
}
