import type { CarSearch } from '#shared/search'
import { JsonLd, PageMeta } from '../../components/page-meta'
import { useSearchCars } from './api/search-cars'

/**
 * A list page's meta tags and its schema.org `ItemList` of the cars it shows, from the same
 * query the results read (no request of its own). A car's page needs a signed-in visitor, so an
 * item names the car, its photo and price, without a link search engines could not follow.
 */
export function CarListMeta({
  search,
  title,
  description,
  path,
}: {
  search: Partial<CarSearch>
  title: string
  description: string
  path: string
}) {
  const page = useSearchCars(search).data
  const cars = page?.items ?? []
  const first = (page?.page ?? 1) - 1
  return (
    <>
      <PageMeta title={title} description={description} path={path} image={cars[0]?.images[0]} />
      {cars.length > 0 && (
        <JsonLd
          data={{
            '@type': 'ItemList',
            name: title,
            url: path,
            numberOfItems: page?.total,
            itemListElement: cars.map((car, i) => ({
              '@type': 'ListItem',
              position: first * (page?.pageSize ?? cars.length) + i + 1,
              item: {
                '@type': 'Car',
                name: car.carName,
                ...(car.images[0] && { image: car.images[0] }),
                offers: {
                  '@type': 'Offer',
                  // The asking price; `price` is what it cost new (and may be unknown).
                  price: car.resale_price,
                  priceCurrency: 'USD',
                  availability: 'https://schema.org/InStock',
                },
              },
            })),
          }}
        />
      )}
    </>
  )
}
