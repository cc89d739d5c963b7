import { Link, useLocation, useNavigate } from 'react-router'
import { useSession } from '../../api/get-session'
import { returnPathFrom, type WelcomeState } from '../../lib/login-redirect'
import { paths } from '#shared/paths'

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** The welcome in router state, if it is one: `next` only as a path on this site. */
function welcomeFrom(state: unknown): WelcomeState['welcome'] | null {
  const welcome = (state as Partial<WelcomeState> | null)?.welcome
  if (welcome?.role !== 'buyer' && welcome?.role !== 'seller') return null
  return { role: welcome.role, next: returnPathFrom({ from: { pathname: welcome.next } }) }
}

/**
 * Just after sign-up, above the hero: the one thing a new seller or buyer does next. Closing it
 * forgets it (the page's history entry loses its welcome), so Back or a reload do not bring it
 * back.
 */
function WelcomeNext({ state }: { state: unknown }) {
  const { user } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const welcome = welcomeFrom(state)
  if (!user || !welcome) return null
  const close = () => void navigate(location.pathname, { replace: true, state: null })

  const step =
    welcome.role === 'seller'
      ? {
          text: 'List your first car: a few photos and the details buyers compare. It takes about five minutes.',
          action: { to: paths.addCar.to(), label: 'Add your first car' },
        }
      : welcome.next
        ? {
            text: 'Pick up where you left off: the car you were looking at is waiting.',
            action: { to: welcome.next, label: 'Back to the car' },
          }
        : {
            text: 'Browse the cars for sale, save the ones you like with the heart, and book a test drive.',
            action: { to: paths.search.to(), label: 'Browse cars' },
          }

  return (
    <section
      aria-labelledby="welcome-heading"
      className="mb-4 flex flex-col gap-3 rounded-box border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <h2 id="welcome-heading" className="text-lg font-bold">
          Welcome to Wheelanes, {firstName(user.name)}!
        </h2>
        <p className="mt-1 text-base-content/80">{step.text}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Link to={step.action.to} state={null} className="btn btn-primary">
          {step.action.label}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={close}>
          Not now
        </button>
      </div>
    </section>
  )
}

export { WelcomeNext as Component }
