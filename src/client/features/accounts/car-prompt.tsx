import { Link, matchPath, useLocation } from 'react-router'
import type { CarLinkState, LoginRedirectState } from '../../lib/login-redirect'
import { paths } from '#shared/paths'

/**
 * The car a guard sent a guest from, if it was a car page: `name` when the link that opened it
 * said (a link typed or shared has no name to give).
 */
function carAskedFor(state: unknown): { name: string | null } | null {
  const from = (state as Partial<LoginRedirectState> | null)?.from
  if (typeof from?.pathname !== 'string' || !matchPath(paths.car.pattern, from.pathname)) {
    return null
  }
  const name = (from.state as Partial<CarLinkState> | null | undefined)?.carName
  return { name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 200) : null }
}

/**
 * Above the login and sign-up forms when a guest was sent there from a car's page: the guard
 * alone would leave them on 'Login Now!' with no word of why. It names the car when the link
 * that opened it said which one (CarLinkState), and offers the other way in too; both come back
 * to the car (login directly, sign-up through the welcome on Home, docs/decisions/0058).
 */
export function CarPrompt({ offer }: { offer: 'signup' | 'login' }) {
  const location = useLocation()
  const car = carAskedFor(location.state)
  if (!car) return null
  const other =
    offer === 'signup'
      ? { to: paths.signup.to(), label: 'Create a free account', lead: 'New here?' }
      : { to: paths.login.to(), label: 'Sign in instead', lead: 'Have an account?' }

  return (
    <section
      aria-labelledby="car-prompt-heading"
      className="mb-6 rounded-box border border-primary/30 bg-primary/5 p-4 text-sm"
    >
      <h2 id="car-prompt-heading" className="text-base font-bold break-words">
        {`${offer === 'signup' ? 'Sign in' : 'Sign up'} to see ${car.name ? `the ${car.name}` : 'this car'}`}
      </h2>
      <p className="mt-1 text-base-content/80">
        A car&rsquo;s details, photos and seller are for members. An account is free, and either way
        you come back to this car.
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{other.lead}</span>
        {/* The car's page goes along, so the other form comes back to it too. */}
        <Link to={other.to} state={location.state} className="btn btn-outline btn-primary btn-sm">
          {other.label}
        </Link>
      </p>
    </section>
  )
}
