import { Link } from 'react-router'
import type { Car } from '#shared/cars'
import { paths } from '#shared/paths'

/**
 * Who sells a car, linked to their page. A dealer's car is sold by the dealer (its owner is the
 * seller of record), so it links to the dealer's page under the dealer's name. (profile.tsx's
 * SellerLink links a seller given by name and page.)
 */
export function CarSellerLink({
  car,
  className,
}: {
  car: Pick<Car, 'dealer' | 'sellerId' | 'sellerName'>
  className: string
}) {
  return (
    <Link
      to={car.dealer ? paths.dealerPage.to(car.dealer._id) : paths.seller.to(car.sellerId)}
      className={className}
    >
      {car.dealer?.name ?? car.sellerName}
    </Link>
  )
}
