import { Link } from 'react-router'
import { CarGrid } from '../../components/car-grid'
import { SectionHeading } from '../../components/section-heading'
import { QueryAnswer } from '../../components/query-answer'
import { paths } from '#shared/paths'
import { useFeaturedCars } from './api/get-featured-cars'

export function FeaturedSection() {
  const featured = useFeaturedCars()
  return (
    <section aria-labelledby="featured-heading" className="page-container mt-12 sm:mt-20">
      <SectionHeading id="featured-heading" title="FEATURED CARS">
        Hand-picked listings from our sellers this week.
      </SectionHeading>
      <QueryAnswer query={featured} what="the featured cars">
        {(cars) =>
          cars.length === 0 ? (
            <p className="text-center text-base-content/80">No featured cars right now.</p>
          ) : (
            <CarGrid cars={cars} rowOnPhones />
          )
        }
      </QueryAnswer>
      <div className="mt-6 text-center sm:mt-10">
        <Link to={paths.search.to()} className="btn btn-outline btn-primary">
          Browse all cars
        </Link>
      </div>
    </section>
  )
}
