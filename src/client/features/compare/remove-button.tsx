import { removeFromCompare } from '../../lib/compare-list'

/** Takes one car off the cars to compare; its name is read out, not shown. */
export function RemoveButton({
  id,
  name,
  className,
}: {
  id: string
  name: string
  className: string
}) {
  return (
    <button
      type="button"
      className={`btn btn-xs ${className}`}
      onClick={() => removeFromCompare(id)}
    >
      Remove <span className="sr-only">{name}</span>
    </button>
  )
}
