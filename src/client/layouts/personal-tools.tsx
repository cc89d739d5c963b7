import { Component as InboxLink } from '../features/messages/inbox-link'
import { Component as NotificationBell } from '../features/notifications/notification-bell'

/** The signed-in person's inbox link and notifications bell: one chunk, loaded after the page. */
export function PersonalTools() {
  return (
    <>
      <InboxLink />
      <NotificationBell />
    </>
  )
}
