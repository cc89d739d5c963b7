import type { Car } from '#shared/cars'
import { paths } from '#shared/paths'
import { ShareIcon } from '../../components/social-icons'
import { shareLink } from '../../lib/share-link'

/**
 * Share, beside the car's name: the phone's share sheet, or the link copied. The link is the
 * car's own address, whatever else the address bar carries.
 */
export function ShareCar({ car }: { car: Car }) {
  const url = () => new URL(paths.car.to(car._id), window.location.origin).href
  return (
    <button
      type="button"
      aria-label={`Share ${car.carName}`}
      title="Share"
      onClick={() => void shareLink({ title: car.carName, url: url() })}
      className="btn btn-circle border-base-300 bg-base-100/95 text-base-content shadow-sm hover:bg-base-100"
    >
      <ShareIcon />
    </button>
  )
}
