import type { Car } from '#shared/cars'
import { addToCompare, COMPARE_FULL, removeFromCompare, useCompareList } from '../lib/compare-list'
import { toast } from '../lib/toast'
import { strokedIcon } from './icons'

type Props = {
  car: Pick<Car, '_id' | 'carName' | 'image'>
  /** 'icon': a round button beside the heart (the car page). 'label': a button that says it. */
  variant?: 'icon' | 'label'
  className?: string
}

/** Two columns side by side; a tick once the car is chosen: either way as wide, so nothing moves. */
const CompareIcon = ({ chosen, size = 20 }: { chosen: boolean; size?: number }) => (
  <svg {...strokedIcon} width={size} height={size}>
    <path d={chosen ? 'M5 12.5l4.5 4.5L19 7.5' : 'M4 5h6v14H4zM14 5h6v14h-6z'} />
  </svg>
)

/**
 * Adds a car to the cars to compare or takes it off (lib/compare-list.ts); a fourth is refused
 * with a toast that says why. The tray (compare-tray.tsx) shows the count and the way there.
 */
export function CompareToggle({ car, variant = 'label', className = '' }: Props) {
  const chosen = useCompareList().some((c) => c.id === car._id)
  function onClick() {
    if (chosen) return removeFromCompare(car._id)
    const added = addToCompare({ id: car._id, name: car.carName, image: car.image })
    if (added === 'full') toast.error(COMPARE_FULL, { id: 'compare-full' })
  }
  const name = `Compare ${car.carName}`
  if (variant === 'icon') {
    return (
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={name}
        title={chosen ? 'Remove from compare' : 'Add to compare'}
        onClick={onClick}
        className={`btn btn-circle border-base-300 ${
          chosen ? 'btn-primary' : 'bg-base-100/95 text-base-content hover:bg-base-100'
        } ${className}`}
      >
        <CompareIcon chosen={chosen} />
      </button>
    )
  }
  return (
    <button
      type="button"
      aria-pressed={chosen}
      // Named with the car: a list of cards has one of these each.
      aria-label={name}
      onClick={onClick}
      className={`btn gap-1.5 btn-outline px-2.5 ${chosen ? 'btn-primary btn-active' : ''} ${className}`}
    >
      {/* Small, so that it fits beside View Details on a card in three columns. */}
      <CompareIcon chosen={chosen} size={16} />
      Compare
    </button>
  )
}
