import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router'
import { useSession } from '../api/get-session'
import { useWishlist } from '../api/wishlist'
import { useWishToggle } from '../api/wishlist-toggle'
import type { LoginRedirectState } from '../lib/login-redirect'
import { paths } from '#shared/paths'
import { toast } from '../lib/toast'

type Props = {
  carId: string
  carName?: string
  /** 'icon': a round heart (cards, the detail page). 'label': the wish list's 'to wish' button. */
  variant?: 'icon' | 'label'
  className?: string
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  )
}

/**
 * The toast lives outside the router (main.tsx), so its link cannot be a <Link>: it is a real
 * link to /login that navigates through the router of the page that asked, remembering that page.
 */
function askToSignIn(navigate: NavigateFunction, from: Location) {
  const state: LoginRedirectState = { from }
  toast(
    (t) => (
      <span>
        Sign in to save cars to your wish list.{' '}
        <a
          href={paths.login.to()}
          className="link font-semibold text-primary"
          onClick={(event) => {
            event.preventDefault()
            toast.dismiss(t.id)
            void navigate(paths.login.to(), { state })
          }}
        >
          Sign in
        </a>
      </span>
    ),
    // One prompt however often the heart is clicked.
    { id: 'wish-sign-in' },
  )
}

/**
 * The heart: saves a car to the signed-in person's wish list or removes it (docs/api.md "Wish list
 * and newsletter").
 */
export function WishToggle({
  carId,
  carName = 'this car',
  variant = 'icon',
  className = '',
}: Props) {
  const { user, isPending } = useSession()
  const wishlist = useWishlist()
  const { toggle, pendingLiked } = useWishToggle(carId, carName)
  const navigate = useNavigate()
  const location = useLocation()
  const saved =
    user !== null &&
    (pendingLiked ?? wishlist.data?.some((item) => item.car?._id === carId) ?? false)

  function onClick() {
    if (isPending) return
    if (!user) askToSignIn(navigate, location)
    else toggle({ liked: !saved })
  }

  if (variant === 'label') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={onClick}
        className={`btn btn-outline ${saved ? 'border-error/40 text-error' : ''} ${className}`}
      >
        <HeartIcon filled={saved} />
        to wish<span className="sr-only">: {carName}</span>
      </button>
    )
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${carName} from wish list` : `Save ${carName}`}
      title={saved ? 'Remove from wish list' : 'Save to wish list'}
      onClick={onClick}
      className={`btn btn-circle border-base-300 bg-base-100/95 shadow-sm hover:bg-base-100 ${
        saved ? 'text-error' : 'text-base-content'
      } ${className}`}
    >
      <HeartIcon filled={saved} />
    </button>
  )
}
