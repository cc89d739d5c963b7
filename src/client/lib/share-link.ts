import { toast } from './toast'

/**
 * Shares a link: the device's share sheet where the browser has one (phones, Safari), else the
 * link is copied and a toast says so. Used by the footer's Share and the car page's.
 */
export async function shareLink({ title, url }: { title: string; url: string }) {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url })
      return
    }
    await navigator.clipboard.writeText(url)
    toast.success('Link copied')
  } catch (error) {
    // Closing the share sheet is not a failure worth telling the user about.
    if (error instanceof DOMException && error.name === 'AbortError') return
    toast.error('Could not share the link')
  }
}
