import type { QueryClient } from '@tanstack/react-query'
import { loadSessionUser } from '../../api/get-session'
import { useWishlist, wishlistQueryOptions } from '../../api/wishlist'
import { BrowseCarsLink } from '../../components/browse-cars-link'
import { EmptyState } from '../../components/empty-state'
import { PageTitle } from '../../components/page-title'
import { QueryAnswer } from '../../components/query-answer'
import { RemovedCar } from './removed-car'
import { SavedCar } from './saved-car'

// Not awaited: the guard shows its spinner meanwhile, and a visitor's 401 is never asked for.
export const loader = (client: QueryClient) => () => {
  void loadSessionUser(client).then((user) => {
    if (user) void client.prefetchQuery(wishlistQueryOptions())
  })
  return null
}

/** /mywishlist: the signed-in person's saved cars (docs/spec-deviations.md). */
function WishlistPage() {
  const wishlist = useWishlist()
  const count = wishlist.data?.length ?? 0
  return (
    <div className="page-container py-10">
      <PageTitle title="My wish list" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My wish list</h1>
      <p className="mt-2 text-base-content/80">
        {wishlist.data && count > 0
          ? `${count} saved ${count === 1 ? 'car' : 'cars'}`
          : 'Cars you save with the heart wait for you here.'}
      </p>
      <div className="mt-8">
        <QueryAnswer query={wishlist} what="your wish list">
          {(items) =>
            items.length === 0 ? (
              <EmptyState title="Your wish list is empty" action={<BrowseCarsLink />}>
                Tap the heart on any car to keep it here.
              </EmptyState>
            ) : (
              <ul className="flex flex-col gap-6">
                {items.map((item) => (
                  <li key={item._id}>
                    {item.car ? (
                      <SavedCar item={item} car={item.car} />
                    ) : (
                      <RemovedCar item={item} />
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryAnswer>
      </div>
    </div>
  )
}

export { WishlistPage as Component }
