import { Link } from 'react-router'
import type { Dealer, DealerRole } from '#shared/dealers'
import { signedInLoader } from '../../api/signed-in-loader'
import { PageTitle } from '../../components/page-title'
import { QueryAnswer } from '../../components/query-answer'
import { TitledSection } from '../../components/titled-section'
import { paths } from '#shared/paths'
import { useCreateDealer } from './api/create-dealer'
import { myDealerQueryOptions, useMyDealer } from '../../api/get-my-dealer'
import { apiKeysQueryOptions } from './api/get-api-keys'
import { membersQueryOptions } from './api/get-members'
import { useUpdateDealer } from './api/update-dealer'
import { DealerForm } from './dealer-form'
import { OpeningHoursForm } from './opening-hours-form'
import { ApiKeysSection } from './api-keys-section'
import { DealerMembers, roleLabels } from './dealer-members'

/** Warms the caller's dealer, and for its owner the members. */
export const loader = signedInLoader('seller', async (client) => {
  const mine = await client.ensureQueryData(myDealerQueryOptions()).catch(() => null)
  if (mine?.dealer && mine.role === 'owner') {
    void client.prefetchQuery(membersQueryOptions(mine.dealer._id))
    void client.prefetchQuery(apiKeysQueryOptions(mine.dealer._id))
  }
})

const roleReach: Record<DealerRole, string> = {
  owner: 'You run everything: its details, members, cars, imports, feeds and leads.',
  manager: 'You add and change its cars, run imports and feeds, and answer leads.',
  sales: 'You answer leads, messages and test drives. Its cars are changed by managers.',
}

/**
 * The dashboard's Dealer page (docs/api.md "Dealers"): a seller who works for no dealer makes one;
 * its owner keeps its details, members and invitations; managers and sales staff see which
 * dealer they work for and what their role lets them do.
 */
function DealerDashboardPage() {
  const mine = useMyDealer()
  return (
    <div className="max-w-4xl">
      <PageTitle title="Dealer" />
      <QueryAnswer query={mine} what="your dealer">
        {({ dealer, role }) =>
          dealer && role ? <DealerHome dealer={dealer} role={role} /> : <CreateDealer />
        }
      </QueryAnswer>
    </div>
  )
}

function CreateDealer() {
  const create = useCreateDealer()
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Sell as a dealer</h1>
      <p className="mt-1 max-w-2xl text-base-content/75">
        A dealer sells many cars through several people. You become its owner, your cars become its
        stock, and you can invite managers and sales staff. Once an admin has checked your licence,
        buyers see a Verified dealer badge.
      </p>
      <div className="mt-6 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
        <DealerForm
          submitLabel="Create the dealer"
          pending={create.isPending}
          error={create.error}
          onSubmit={(input) =>
            create.mutate({
              name: input.name ?? '',
              postalCode: input.postalCode ?? '',
              city: input.city ?? '',
              phone: input.phone,
              licenceNumber: input.licenceNumber,
            })
          }
        />
      </div>
    </>
  )
}

function DealerHome({ dealer, role }: { dealer: Dealer; role: DealerRole }) {
  const update = useUpdateDealer()
  // Its own mutation: "Saved." and a refusal show under the form that was sent.
  const updateHours = useUpdateDealer()
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere sm:text-3xl">
          {dealer.name}
        </h1>
        <span className="badge badge-outline">{roleLabels[role]}</span>
        {dealer.verified ? (
          <span className="badge badge-success">Verified dealer</span>
        ) : (
          <span className="badge badge-ghost">Not yet verified</span>
        )}
      </div>
      <p className="mt-1 text-base-content/75">{roleReach[role]}</p>
      <p className="mt-2 flex flex-wrap gap-3">
        <Link to={paths.dealerPage.to(dealer._id)} className="link link-primary">
          See its public page
        </Link>
        <Link to={paths.manageCars.to()} className="link link-primary">
          Its cars
        </Link>
        <Link to={paths.leads.to()} className="link link-primary">
          Its leads
        </Link>
        {role !== 'sales' && (
          <Link to={paths.dealerStock.to()} className="link link-primary">
            Stock import and feeds
          </Link>
        )}
      </p>
      {role === 'owner' && (
        <>
          <TitledSection id="dealer-details" title="Details" className="mt-8">
            <div className="mt-3 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
              <DealerForm
                key={dealer._id}
                dealer={dealer}
                submitLabel="Save"
                pending={update.isPending}
                error={update.error}
                onSubmit={(patch) => update.mutate({ id: dealer._id, patch })}
              />
              {update.isSuccess && (
                <p role="status" className="mt-3 text-sm text-success">
                  Saved.
                </p>
              )}
            </div>
          </TitledSection>
          <TitledSection id="dealer-hours" title="Opening hours" className="mt-8">
            <div className="mt-3 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
              <OpeningHoursForm
                // Saved hours (or none) start the form afresh from what the server kept.
                key={JSON.stringify(dealer.openingHours)}
                hours={dealer.openingHours}
                pending={updateHours.isPending}
                error={updateHours.error}
                onSubmit={(openingHours) =>
                  updateHours.mutate({ id: dealer._id, patch: { openingHours } })
                }
              />
              {updateHours.isSuccess && (
                <p role="status" className="mt-3 text-sm text-success">
                  Saved.
                </p>
              )}
            </div>
          </TitledSection>
          <DealerMembers dealerId={dealer._id} />
          <ApiKeysSection dealerId={dealer._id} />
        </>
      )}
    </>
  )
}

export { DealerDashboardPage as Component }
