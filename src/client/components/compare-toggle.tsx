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

/** Two columns side by side; a tick once the car is chosen. */
const CompareIcon = ({ chosen }: { chosen: boolean }) => (
  <svg {...strokedIcon}>
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
      className={`btn btn-outline ${chosen ? 'btn-primary btn-active' : ''} ${className}`}
    >
      <CompareIcon chosen={chosen} />
      Compare
    </button>
  )
}
