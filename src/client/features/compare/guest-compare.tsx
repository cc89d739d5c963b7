import { Link, useLocation } from 'react-router'
import { CarThumb } from '../../components/car-thumb'
import { paths } from '#shared/paths'
import type { ComparedCar } from '../../lib/compare-list'
import type { LoginRedirectState } from '../../lib/login-redirect'
import { RemoveButton } from './remove-button'

/**
 * A guest's compare page: the cars they chose (from the public lists' cards), and a way in. A
 * car's details are for members, on its page as here (docs/decisions/0112); either way in comes
 * back to this page, with the same cars.
 */
export function GuestCompare({ cars }: { cars: ComparedCar[] }) {
  const location = useLocation()
  const back: LoginRedirectState = { from: location }
  return (
    <>
      <section
        aria-labelledby="compare-sign-in"
        className="rounded-box border border-primary/30 bg-primary/5 p-4 sm:p-6"
      >
        <h2 id="compare-sign-in" className="text-lg font-bold">
          Sign in to compare {cars.length === 1 ? 'this car' : `these ${cars.length} cars`}
        </h2>
        <p className="mt-1 text-base-content/80">
          A car&rsquo;s details, photos and seller are for members. An account is free, and either
          way you come back here with the same cars.
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to={paths.login.to()} state={back} className="btn btn-primary">
            Sign in
          </Link>
          <Link to={paths.signup.to()} state={back} className="btn btn-outline btn-primary">
            Create a free account
          </Link>
        </p>
      </section>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {cars.map((car) => (
          <li
            key={car.id}
            className="flex items-center gap-3 rounded-box border border-base-300 p-3"
          >
            <CarThumb src={car.image} width={96} />
            <div className="min-w-0">
              <p className="font-semibold break-words">{car.name}</p>
              <RemoveButton id={car.id} name={car.name} className="mt-1 btn-ghost" />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
