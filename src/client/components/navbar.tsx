import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, NavLink, useNavigate } from 'react-router'
// Its own file, not a data: URL in the first-load script (cached once, no bytes to parse).
import logoUrl from '../assets/logo.svg?no-inline'
import type { User } from '#shared/accounts'
import { useSession } from '../api/get-session'
import { useWishlist } from '../api/wishlist'
import { config } from '../config'
import { paths } from '#shared/paths'
import { CountBadge } from './count-badge'
import { CloseIcon, MenuIcon } from './icons'
import { SocialButtons } from './social-buttons'
import { UserAvatar } from './user-avatar'

type Audience = 'everyone' | 'signedIn' | 'signedOut'
type NavItem = { label: string; to: string; end?: boolean; audience: Audience }

// The site's pages, plus the search and the wish list; the LogOut button sits apart from the
// links, in `SessionActions`.
const navItems: NavItem[] = [
  { label: 'Home', to: paths.home.to(), end: true, audience: 'everyone' },
  { label: 'Cars', to: paths.search.to(), audience: 'everyone' },
  { label: 'Blog', to: paths.blog.to(), audience: 'everyone' },
  { label: 'Wish list', to: paths.wishlist.to(), audience: 'signedIn' },
  { label: 'Dashboard', to: paths.dashboard.to(), audience: 'signedIn' },
  { label: 'Login', to: paths.login.to(), audience: 'signedOut' },
]

/** `signedIn` is undefined while the session is unknown. */
function visibleItems({ signedIn }: { signedIn: boolean | undefined }) {
  return navItems.filter(
    (item) =>
      item.audience === 'everyone' ||
      (signedIn !== undefined && item.audience === (signedIn ? 'signedIn' : 'signedOut')),
  )
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-field px-3 py-2 font-medium whitespace-nowrap transition-colors hover:bg-base-200 ${
    isActive ? 'bg-primary/5 text-primary' : 'text-base-content'
  }`

/** How many cars the signed-in person has saved, beside 'Wish list'. */
function SavedCount() {
  const count = useWishlist().data?.length ?? 0
  return <CountBadge count={count} label="saved" className="ml-1.5" />
}

function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
        {item.label}
        {item.to === paths.wishlist.to() && <SavedCount />}
      </NavLink>
    </li>
  ))
}

const firstName = (user: User) => user.name.trim().split(/\s+/)[0] ?? user.name

/**
 * Whose session this is, and LogOut: in the bar from lg up, else the menu.
 * A signed-in person's links, the social buttons and these need about 1000 px side by side.
 */
function SessionActions({
  user,
  onLogOut,
  inBar = false,
}: {
  user: User
  onLogOut?: () => void
  /** In the bar the first name shows from xl up: at lg the links need its room. */
  inBar?: boolean
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  async function onClick() {
    onLogOut?.()
    setLeaving(true)
    try {
      // Loaded on click: logging out is rare, and its code need not come with every page.
      const { logOutAndLeave } = await import('../api/log-out')
      await logOutAndLeave(queryClient, navigate)
    } finally {
      setLeaving(false)
    }
  }
  return (
    <div className="flex items-center gap-3">
      <span className="flex min-w-0 items-center gap-2" title={user.email}>
        <UserAvatar name={user.name} size="sm" />
        <span className={`truncate text-sm font-medium ${inBar ? 'max-xl:sr-only' : ''}`}>
          <span className="sr-only">Signed in as </span>
          {firstName(user)}
        </span>
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline ml-auto"
        disabled={leaving}
        onClick={() => void onClick()}
      >
        LogOut
      </button>
    </div>
  )
}

/** `personal`: the signed-in person's inbox link and bell, beside the menu (layouts give them). */
export function Navbar({ personal }: { personal?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const { user, isPending } = useSession()
  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setMenuOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', escape)
    return () => document.removeEventListener('keydown', escape)
  }, [menuOpen])
  // While the session is unknown, show neither Login nor Dashboard rather than the wrong one.
  const items = visibleItems({ signedIn: isPending ? undefined : user !== null })
  const closeMenu = () => setMenuOpen(false)

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100">
      <div className="page-container flex h-16 items-center gap-1 sm:gap-2">
        {/* Smaller below sm, as the buttons are: a signed-in phone's bar (wordmark, three social
            buttons, inbox, bell, menu) fits 360 px. */}
        <Link
          to={paths.home.to()}
          className="flex shrink-0 items-center gap-1.5 rounded-field text-base font-extrabold tracking-tight sm:mr-4 sm:gap-2 sm:text-xl"
        >
          <img src={logoUrl} alt="" width={32} height={32} className="size-7 sm:size-8" />
          <span>{config.appName}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks items={items} />
          </ul>
        </nav>
        <div className="ml-auto flex items-center sm:gap-1">
          <SocialButtons />
          {user && personal}
          {user && (
            <div className="ml-2 hidden border-l border-base-300 pl-4 lg:block">
              <SessionActions user={user} inBar />
            </div>
          )}
          <button
            ref={toggle}
            type="button"
            className="btn btn-square btn-ghost btn-sm sm:btn-md lg:hidden"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Main (mobile)"
        hidden={!menuOpen}
        className="border-t border-base-300 lg:hidden"
      >
        <ul className="page-container flex flex-col gap-1 py-3">
          <NavLinks items={items} onNavigate={closeMenu} />
          {user && (
            <li className="mt-2 border-t border-base-300 px-3 pt-3">
              <SessionActions user={user} onLogOut={closeMenu} />
            </li>
          )}
        </ul>
      </nav>
    </header>
  )
}
