import { Text } from '@react-email/components'
import { Action, Layout, paragraph } from './layout'

/** The e-mail twin of an in-app notification: what happened, and a button to it. */
export function NotificationEmail({
  name,
  title,
  body,
  url,
  why,
  unsubscribeUrl,
}: {
  name: string
  title: string
  body: string
  url: string
  why: string
  unsubscribeUrl?: string
}) {
  return (
    <Layout preview={body} why={why} unsubscribeUrl={unsubscribeUrl}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={{ ...paragraph, fontSize: '18px', fontWeight: 600 }}>{title}</Text>
      <Text style={paragraph}>{body}</Text>
      <Action href={url}>Open in Wheelanes</Action>
    </Layout>
  )
}
