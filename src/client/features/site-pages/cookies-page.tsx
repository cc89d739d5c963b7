import { InfoPage, LegalLinks, Part } from './info-page'

const kept = [
  {
    name: 'better-auth.session_token',
    kind: 'Cookie (HTTP only)',
    why: 'Keeps you signed in. Set when you log in, removed when you log out.',
    lasts: '7 days, renewed while you use the site',
  },
  {
    name: 'better-auth.state and the like',
    kind: 'Cookie (HTTP only)',
    why: 'Only while you sign in with Google: checks that the answer coming back is for you.',
    lasts: 'Minutes',
  },
  {
    name: 'A "dismissed" mark',
    kind: 'Session storage',
    why: 'Remembers that you closed the banner asking you to confirm your e-mail address.',
    lasts: 'Until you close the tab',
  },
]

export function CookiesPage() {
  return (
    <InfoPage page="cookies" updated="24 November 2026">
      <Part title="What we keep in your browser">
        <p>
          Only what the site needs to work. There are no analytics, advertising or social media
          cookies, so there is nothing to accept or refuse. If you visit without signing in, we set
          no cookie at all.
        </p>
        <ul className="grid gap-3">
          {kept.map((k) => (
            <li key={k.name} className="rounded-box border border-base-300 p-4">
              <p className="font-mono text-sm font-semibold break-all">{k.name}</p>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]">
                <dt className="font-semibold">Kept in</dt>
                <dd>{k.kind}</dd>
                <dt className="font-semibold">What for</dt>
                <dd>{k.why}</dd>
                <dt className="font-semibold">How long</dt>
                <dd>{k.lasts}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Stripe">
        <p>
          When you pay for a car, the payment form comes from Stripe, which may set its own cookies
          to prevent fraud. Stripe&rsquo;s own privacy and cookie policies cover them.
        </p>
      </Part>
      <Part title="Removing them">
        <p>
          Logging out removes the sign-in cookie. You can also delete it in your browser&rsquo;s
          settings at any time; you will simply be signed out.
        </p>
      </Part>
      <LegalLinks />
    </InfoPage>
  )
}
