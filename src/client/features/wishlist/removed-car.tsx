import type { WishlistItem } from '#shared/wishlist'
import { useRemoveSaved } from '../../api/wishlist-toggle'

/** A saved car whose listing is gone: its saved name stays so the person knows what it was. */
export function RemovedCar({ item }: { item: WishlistItem }) {
  const remove = useRemoveSaved()
  return (
    <article className="flex flex-wrap items-center gap-4 rounded-box border border-dashed border-base-300 bg-base-200/60 p-4 sm:p-6">
      <div className="min-w-0 grow">
        <h2 className="text-xl font-bold">{item.carName}</h2>
        <p className="mt-1 text-base-content/80">This listing has been removed</p>
      </div>
      <button
        type="button"
        className="btn btn-outline"
        disabled={remove.isPending}
        onClick={() => remove.mutate(item._id)}
      >
        Remove <span className="sr-only">{item.carName} from wish list</span>
      </button>
    </article>
  )
}
