import type { Car } from '#shared/cars'
import { carSpecs } from '../../lib/car-specs'

/** The description, then every attribute carAttributes marks for the detail page. */
export function SpecSheet({ car }: { car: Car }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-xl font-bold">
          About this car
        </h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-base-content/90">
          {car.description}
        </p>
      </section>
      <section aria-labelledby="specs-heading">
        <h2 id="specs-heading" className="text-xl font-bold">
          Specifications
        </h2>
        <dl className="mt-4 grid gap-x-10 sm:grid-cols-2">
          {carSpecs(car).map((spec) => (
            <div
              key={spec.key}
              className="flex items-baseline justify-between gap-4 border-b border-base-300 py-3"
            >
              <dt className="text-base-content/75">{spec.label}</dt>
              <dd className="text-right font-semibold wrap-anywhere">{spec.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
