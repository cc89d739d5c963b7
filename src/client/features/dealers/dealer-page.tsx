import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router'
import type { PublicDealer } from '#shared/dealers'
import { useSession } from '../../api/get-session'
import { HttpError } from '../../api/http'
import { CarGrid } from '../../components/car-grid'
import { NoteDialog } from '../../components/note-dialog'
import { PageMeta } from '../../components/page-meta'
import { PageTitle } from '../../components/page-title'
import { QueryError } from '../../components/query-error'
import { Spinner } from '../../components/spinner'
import { formatAverage, Stars } from '../../components/stars'
import { UserAvatar } from '../../components/user-avatar'
import { paths } from '#shared/paths'
import { dealerQueryOptions, useDealer } from './api/get-dealer'
import { useVerifyDealer } from './api/verify-dealer'
import { formatResponseTime } from './response-time'

// Public, so the server renders it with its data (entry-server.tsx): warm what the page reads.
export const loader =
  (client: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void client.prefetchQuery(dealerQueryOptions(params.id))
    return null
  }

const isMissing = (error: Error) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400)

const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** docs/api.md "Dealers": the public dealer page: who it is, whether checked, and its cars. */
function DealerPage() {
  const id = useParams().id ?? ''
  const dealer = useDealer(id)
  if (dealer.isPending) return <Spinner />
  if (dealer.isError) {
    if (isMissing(dealer.error)) return <DealerNotFound />
    return (
      <div className="page-container py-10">
        <QueryError error={dealer.error} what="this dealer" onRetry={() => dealer.refetch()} />
      </div>
    )
  }
  return <DealerView dealer={dealer.data} />
}

function DealerView({ dealer }: { dealer: PublicDealer }) {
  const { user } = useSession()
  const [verifying, setVerifying] = useState(false)
  const verify = useVerifyDealer()
  const { rating } = dealer
  return (
    <div className="page-container py-10">
      <PageMeta
        title={`${dealer.name}, dealer in ${dealer.city}`}
        description={`Used cars for sale by ${dealer.name} in ${dealer.city} on Wheelanes${
          dealer.cars.length > 0 ? ` (${dealer.cars.length} now)` : ''
        }.`}
        path={paths.dealerPage.to(dealer._id)}
        image={dealer.cars[0]?.images[0]}
        type="profile"
      />
      <header className="flex items-center gap-4">
        <UserAvatar name={dealer.name} />
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-3xl font-extrabold tracking-tight wrap-anywhere sm:text-4xl">
            {dealer.name}
            {dealer.verified && (
              <span className="badge badge-success align-middle text-sm font-semibold">
                Verified dealer
              </span>
            )}
          </h1>
          <p className="mt-1 text-base-content/75">
            Dealer in {dealer.city} · on Wheelanes since {monthYear(dealer.memberSince)}
          </p>
          {rating.average === null || rating.count === 0 ? (
            <p className="mt-1 text-base-content/75">No reviews yet</p>
          ) : (
            <p className="mt-1 flex flex-wrap items-center gap-x-2">
              <Stars value={rating.average} className="text-lg" />
              <span>
                <span className="sr-only">Rated </span>
                <span className="font-semibold">{formatAverage(rating.average)}</span>
                <span className="sr-only"> out of 5</span> · {rating.count}{' '}
                {rating.count === 1 ? 'review' : 'reviews'}
              </span>
            </p>
          )}
          {dealer.responseTime && (
            <p className="mt-1 text-base-content/75">
              Usually answers {formatResponseTime(dealer.responseTime.medianMinutes)}
            </p>
          )}
          {user?.role === 'admin' && !dealer.verified && (
            <button
              type="button"
              className="btn btn-outline btn-success btn-sm mt-3"
              onClick={() => setVerifying(true)}
            >
              Verify
            </button>
          )}
        </div>
      </header>
      <NoteDialog
        request={
          verifying
            ? {
                title: `Verify ${dealer.name}`,
                description:
                  'Buyers see a Verified dealer badge on its page and cars. Do this once you have checked its dealer licence.',
                label: 'What you checked (for the audit log)',
                confirmLabel: 'Verify',
                tone: 'primary',
              }
            : null
        }
        pending={verify.isPending}
        error={verify.isError ? verify.error.message : null}
        onConfirm={(note) =>
          verify.mutate({ id: dealer._id, note }, { onSuccess: () => setVerifying(false) })
        }
        onClose={() => {
          setVerifying(false)
          verify.reset()
        }}
      />

      <section aria-labelledby="dealer-cars" className="mt-10">
        <h2 id="dealer-cars" className="mb-5 flex items-center gap-3 text-2xl font-bold">
          Cars for sale
          {dealer.cars.length > 0 && (
            <span className="badge border-0 bg-primary/10 font-semibold text-primary">
              {dealer.cars.length}
            </span>
          )}
        </h2>
        {dealer.cars.length > 0 ? (
          <CarGrid cars={dealer.cars} eagerCount={2} withSeller={false} />
        ) : (
          <p className="text-base-content/80">
            No cars for sale right now.{' '}
            <Link to={paths.cars.to()} className="link link-primary">
              See all cars
            </Link>
          </p>
        )}
      </section>
    </div>
  )
}

function DealerNotFound() {
  return (
    <div className="page-container py-20 text-center">
      <PageTitle title="Dealer not found" />
      <h1 className="text-3xl font-bold">Dealer not found</h1>
      <p className="mx-auto mt-3 max-w-md text-base-content/80">
        This dealer is not on Wheelanes, or the link is wrong. There are plenty more cars to look
        at.
      </p>
      <Link to={paths.cars.to()} className="btn btn-primary mt-8">
        See all cars
      </Link>
    </div>
  )
}

export { DealerPage as Component }
