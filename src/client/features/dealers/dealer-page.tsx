import { formatMonthYear } from '../../lib/format-date'
import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import type { PublicDealer } from '#shared/dealers'
import { useSession } from '../../api/get-session'
import { NoteDialog } from '../../components/note-dialog'
import { PageMeta } from '../../components/page-meta'
import { NotFound, RecordPage } from '../../components/not-found'
import { CarsForSale, ProfileHeader, RatingSummary } from '../../components/profile'
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

/** docs/api.md "Dealers": the public dealer page: who it is, whether checked, and its cars. */
function DealerPage() {
  const id = useParams().id ?? ''
  const dealer = useDealer(id)
  return (
    <RecordPage record={dealer} what="this dealer" notFound={<DealerNotFound />}>
      {(data) => <DealerView dealer={data} />}
    </RecordPage>
  )
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
      <ProfileHeader
        name={dealer.name}
        badge={
          dealer.verified && (
            <span className="badge badge-success align-middle text-sm font-semibold">
              Verified dealer
            </span>
          )
        }
      >
        <p className="mt-1 text-base-content/75">
          Dealer in {dealer.city} · on Wheelanes since {formatMonthYear(dealer.memberSince)}
        </p>
        <RatingSummary rating={rating} />
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
      </ProfileHeader>
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
        error={verify.error}
        onConfirm={(note) =>
          verify.mutate({ id: dealer._id, note }, { onSuccess: () => setVerifying(false) })
        }
        onClose={() => {
          setVerifying(false)
          verify.reset()
        }}
      />

      <CarsForSale id="dealer-cars" cars={dealer.cars} />
    </div>
  )
}

function DealerNotFound() {
  return (
    <NotFound title="Dealer not found" to={paths.cars.to()} action="See all cars">
      This dealer is not on Wheelanes, or the link is wrong. There are plenty more cars to look at.
    </NotFound>
  )
}

export { DealerPage as Component }
