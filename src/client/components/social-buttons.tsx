import { shareLink } from '../lib/share-link'
import { toast } from '../lib/toast'
import { barButton } from './bar-button'
import { ShareIcon, XLogoIcon, YouTubeIcon } from './social-icons'

// The social links have no real target. Buttons (not href="#" links) keep
// them honest for crawlers and screen readers; Share does the one useful thing it can.
const shareThisPage = () => shareLink({ title: document.title, url: window.location.href })

const comingSoon = (channel: string) => () => toast(`Wheelanes on ${channel} is coming soon`)

export function SocialButtons() {
  return (
    <div className="flex items-center">
      <button type="button" className={barButton} aria-label="Share" onClick={shareThisPage}>
        <ShareIcon />
      </button>
      <button type="button" className={barButton} aria-label="Tweet" onClick={comingSoon('X')}>
        <XLogoIcon />
      </button>
      <button
        type="button"
        className={barButton}
        aria-label="YouTube"
        onClick={comingSoon('YouTube')}
      >
        <YouTubeIcon />
      </button>
    </div>
  )
}
