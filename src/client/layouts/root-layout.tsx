import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router'
import { useSession } from '../api/get-session'
import { barButton } from '../components/bar-button'
import { BellIcon, EnvelopeIcon } from '../components/icons'
import { Navbar } from '../components/navbar'
import type { PageHandle } from '../lazy-page'

// The footer (its links and the newsletter form) and the compare tray are their own chunk, not
// part of the first load; the server renders the footer with the page, and it hydrates once its
// code has arrived.
const PageEnd = lazy(async () => ({ default: (await import('./page-end')).PageEnd }))

// The inbox link and the bell (with its panel) load after the page, for signed-in people only;
// until then the same icons hold their places, so nothing moves.
const PersonalTools = lazy(async () => ({
  default: (await import('./personal-tools')).PersonalTools,
}))
const personal = (
  <Suspense
    fallback={[EnvelopeIcon, BellIcon].map((Icon, i) => (
      <span key={i} className={barButton} aria-hidden="true">
        <Icon />
      </span>
    ))}
  >
    <PersonalTools />
  </Suspense>
)

// For a signed-in person whose address is not confirmed yet; loaded only for them.
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('../features/accounts/verify-email-banner')).Component,
}))

export function RootLayout() {
  const navigation = useNavigation()
  const { user } = useSession()
  // The search page's box sits in the navbar, where it stays in reach over the results; the
  // page hands it over with its code (its route's handle), so it is there as soon as the page is.
  const navbarSearch = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.navbarSearch)
    .find((search) => search !== undefined)
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="btn btn-primary fixed top-2 left-2 z-50 -translate-y-20 focus:translate-y-0"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        // Route chunks load on demand; a thin bar says the click was heard.
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary"
          aria-hidden="true"
        />
      )}
      <Navbar personal={personal} search={navbarSearch} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <PageEnd />
      </Suspense>
      {user?.emailVerified === false && (
        <Suspense fallback={null}>
          <VerifyEmailBanner email={user.email} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  )
}
