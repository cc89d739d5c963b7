import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import { useCategories } from '../../api/get-categories'
import type { Car } from '#shared/cars'
import { paths } from '#shared/paths'
import { ListingPhoto } from '../../components/listing-photo'
import { compareRows } from './compare-rows'
import { RemoveButton } from './remove-button'

// The first column (what each row is) is 7 rem wide, 11 from 640 px; each car's at least 10 rem,
// 13 from 640 px. Narrower than that, the table scrolls sideways, its first column staying put.
const TABLE_WIDTH = 'min-w-[calc(7rem+var(--cars)*10rem)] sm:min-w-[calc(11rem+var(--cars)*13rem)]'
const FIRST_COLUMN =
  'sticky left-0 z-10 w-28 bg-base-100 shadow-[1px_0_0_var(--color-base-300)] sm:w-44'
const PHOTO_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 240px, 160px'

/** The chosen cars side by side: photos on top, then one row per attribute. */
export function CompareTable({ cars }: { cars: Car[] }) {
  const categories = useCategories()
  const rows = compareRows(cars, categories.data)
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table
        className={`table table-fixed align-top ${TABLE_WIDTH}`}
        style={{ '--cars': cars.length } as CSSProperties}
      >
        <caption className="sr-only">
          {cars.length === 1 ? 'One car' : `${cars.length} cars`} side by side, one row per detail
        </caption>
        <thead>
          <tr>
            <td className={FIRST_COLUMN} />
            {cars.map((car) => (
              <th key={car._id} scope="col" className="align-top whitespace-normal">
                <ListingPhoto
                  src={car.image}
                  sizes={PHOTO_SIZES}
                  alt=""
                  className="aspect-[4/3] w-full rounded-field bg-base-200 object-cover"
                />
                <Link
                  to={paths.car.to(car._id)}
                  className="link mt-2 block text-base font-bold text-base-content link-hover"
                >
                  {car.carName}
                </Link>
                <RemoveButton id={car._id} name={car.carName} className="mt-2 btn-outline" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="hover:bg-base-200/50">
              <th scope="row" className={`${FIRST_COLUMN} font-semibold text-base-content/80`}>
                {row.label}
              </th>
              {cars.map((car) => (
                <td key={car._id} className="wrap-anywhere">
                  {row.value(car) ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Not given</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
