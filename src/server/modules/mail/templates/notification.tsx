import { Text } from '@react-email/components'
import { Action, Layout, paragraph } from './layout'
import { renderEmail } from './render'

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

/** A notification e-mail's words: what the outbox keeps of it (`notice`). */
export type NotificationMail = Parameters<typeof NotificationEmail>[0]
/** Words no notification contains, standing in for each field while React renders the frame. */
const slots = {
  name: 'WLSLOTNAME',
  title: 'WLSLOTTITLE',
  body: 'WLSLOTBODY',
  url: 'WLSLOTURL',
  why: 'WLSLOTWHY',
  unsubscribeUrl: 'WLSLOTUNSUBSCRIBE',
} satisfies Record<keyof NotificationMail, string>
const fieldOf = Object.fromEntries(Object.entries(slots).map(([k, v]) => [v, k])) as Record<
  string,
  keyof NotificationMail
>
const frames = new Map<boolean, Promise<{ html: string; text: string }>>()
const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A notification's e-mail, as HTML or as text. React renders the frame once for each shape
 * (with or without an unsubscribe link) around stand-in words; each e-mail then puts its own
 * words in their places, escaped for HTML as React escapes them. Rendering costs milliseconds,
 * filling microseconds: a sweep that tells 20,000 people at once renders twice
 * (docs/performance.md).
 */
export async function notificationPart(mail: NotificationMail, part: 'html' | 'text') {
  const shape = Boolean(mail.unsubscribeUrl)
  let frame = frames.get(shape)
  if (!frame) {
    frame = renderEmail(
      <NotificationEmail {...slots} unsubscribeUrl={shape ? slots.unsubscribeUrl : undefined} />,
    )
    frames.set(shape, frame)
  }
  const escape = part === 'html' ? escapeHtml : (v: string) => v
  return (await frame)[part].replace(/WLSLOT[A-Z]+/g, (slot) => escape(mail[fieldOf[slot]!] ?? ''))
}
