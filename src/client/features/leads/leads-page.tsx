import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { Dealer, DealerRole } from '#shared/dealers'
import type { Lead, LeadsQuery } from '#shared/leads'
import { myDealerQueryOptions, useMyDealer } from '../../api/get-my-dealer'
import { signedInLoader } from '../../api/signed-in-loader'
import { EmptyState } from '../../components/empty-state'
import { PageHeading } from '../../components/page-heading'
import { QueryAnswer } from '../../components/query-answer'
import { paths } from '#shared/paths'
import { assigneesQueryOptions, useAssignees } from './api/get-assignees'
import { leadsQueryOptions, useLeads } from './api/get-leads'
import { leadsCsvUrl } from './api/leads-csv'
import { LeadFilters } from './lead-filters'
import { leadQueryString, parseLeadQuery } from './lead-query'
import { LeadsTable } from './leads-table'

/** Warms the caller's dealer, then its leads as the URL filters them and its people. */
export const loader = signedInLoader('seller', async (client, { request }) => {
  const mine = await client.ensureQueryData(myDealerQueryOptions()).catch(() => null)
  if (mine?.dealer) {
    const query = parseLeadQuery(new URL(request.url).searchParams)
    void client.prefetchQuery(leadsQueryOptions(mine.dealer._id, query))
    void client.prefetchQuery(assigneesQueryOptions(mine.dealer._id))
  }
})

/**
 * docs/api.md "Leads": the dealer's inbox of buyers to follow up, for all its people. Each lead is
 * given a status and someone to answer it; owners and managers take them all away as CSV.
 */
function LeadsPage() {
  const mine = useMyDealer()
  return (
    <div>
      <PageHeading title="Leads" />
      <QueryAnswer query={mine} what="your dealer">
        {({ dealer, role }) =>
          dealer && role ? (
            <LeadsInbox dealer={dealer} role={role} />
          ) : (
            <EmptyState
              className="mt-6"
              title="Leads are for dealers"
              action={
                <Link to={paths.dealer.to()} className="btn btn-primary">
                  Go to Dealer
                </Link>
              }
            >
              A dealer&rsquo;s people follow up every buyer who contacts it here. Make a dealer, or
              accept an invitation to one, to see its leads.
            </EmptyState>
          )
        }
      </QueryAnswer>
    </div>
  )
}

/** The cars that have leads, each once, by name, for the Car filter. */
function carsOf(...lists: (Lead[] | undefined)[]) {
  const cars = new Map<string, string>()
  for (const lead of lists.flatMap((l) => l ?? [])) {
    const { _id, carName, stockNumber } = lead.car
    if (_id) cars.set(_id, stockNumber ? `${carName} (${stockNumber})` : carName)
  }
  return [...cars]
    .map(([_id, label]) => ({ _id, label }))
    .sort((a, b) => a.label.localeCompare(b.label))
}

function LeadsInbox({ dealer, role }: { dealer: Dealer; role: DealerRole }) {
  const [params, setParams] = useSearchParams()
  const query = parseLeadQuery(params)
  const filtered = Object.keys(query).length > 0
  const leads = useLeads(dealer._id, query)
  // Every lead, for the cars to filter by: the list itself holds only the filtered car's.
  const all = useQuery({ ...leadsQueryOptions(dealer._id), enabled: filtered })
  const assignees = useAssignees(dealer._id)
  const setQuery = (next: LeadsQuery) => setParams(leadQueryString(next))

  return (
    <>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-base-content/75">
          Buyers who message, book a test drive, make an offer or pay for {dealer.name}&rsquo;s
          cars. Give each one to someone and keep its status current.
        </p>
        {role !== 'sales' && (
          <a href={leadsCsvUrl(dealer._id)} download className="btn btn-outline btn-sm">
            Download CSV
          </a>
        )}
      </div>
      <QueryAnswer query={leads} what="the leads">
        {(data) =>
          !filtered && data.length === 0 ? (
            <EmptyState className="mt-6" title="No leads yet">
              A lead is a buyer reaching out about one of {dealer.name}&rsquo;s cars. They arrive
              here as buyers send a first message, ask for a test drive, make an offer or pay, and
              everyone at the dealer is told at once.
            </EmptyState>
          ) : (
            <>
              <div className="mt-6">
                <LeadFilters
                  query={query}
                  assignees={assignees.data ?? []}
                  cars={carsOf(filtered ? all.data : data, data)}
                  onChange={setQuery}
                />
              </div>
              <p role="status" className="mt-4 text-sm text-base-content/75">
                {data.length} {data.length === 1 ? 'lead' : 'leads'}
                {filtered && ' match these filters'}
              </p>
              {data.length > 0 ? (
                <LeadsTable leads={data} assignees={assignees.data ?? []} />
              ) : (
                <EmptyState
                  className="mt-3"
                  title="No leads match"
                  action={
                    <button type="button" className="btn btn-outline" onClick={() => setQuery({})}>
                      Show every lead
                    </button>
                  }
                >
                  Try another status, person or car.
                </EmptyState>
              )}
            </>
          )
        }
      </QueryAnswer>
    </>
  )
}

export { LeadsPage as Component }
