import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
// Its own file, not a data: URL in the first-load script (cached once, no bytes to parse).
import logoUrl from '../assets/logo.svg?no-inline'
import { useSession } from '../api/get-session'
import { useWishlist } from '../api/wishlist'
import { config } from '../config'
import { paths } from '#shared/paths'
import { barButton } from './bar-button'
import { CountBadge } from './count-badge'
import { CloseIcon, MenuIcon } from './icons'

// Share and the two "coming soon" channels: their own chunk, after the page (issue 39 made room
// in the home page's first load for its search box). The server renders them with the page;
// until their code arrives in a browser-only render, three empty buttons hold their places.
const SocialButtons = lazy(async () => ({
  default: (await import('./social-buttons')).SocialButtons,
}))
const socialPlaceholder = (
  <div className="flex items-center" aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <span key={i} className={barButton} />
    ))}
  </div>
)

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

// Whose session this is, and LogOut: their own chunk, for signed-in people only (the first load
// of most visits is someone's who is not). The server renders them with the page.
const SessionActions = lazy(async () => ({
  default: (await import('./session-actions')).SessionActions,
}))

/**
 * `personal`: the signed-in person's inbox link and bell, beside the menu; `search`: the search
 * page's box, on a row of its own under the bar (layouts give them).
 */
export function Navbar({ personal, search }: { personal?: ReactNode; search?: ReactNode }) {
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
          <Suspense fallback={socialPlaceholder}>
            <SocialButtons />
          </Suspense>
          {user && personal}
          {user && (
            <div className="ml-2 hidden border-l border-base-300 pl-4 lg:block">
              <Suspense fallback={null}>
                <SessionActions user={user} inBar />
              </Suspense>
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
      {search && <div className="page-container pb-3">{search}</div>}
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
              <Suspense fallback={null}>
                <SessionActions user={user} onLogOut={closeMenu} />
              </Suspense>
            </li>
          )}
        </ul>
      </nav>
    </header>
  )
}
