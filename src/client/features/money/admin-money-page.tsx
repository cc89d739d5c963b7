import { useState } from 'react'
import type { AdminMoney, HeldPayment, TakenPayment } from '#shared/money'
import { signedInLoader } from '../../api/signed-in-loader'
import { EmptyState } from '../../components/empty-state'
import { PageHeading } from '../../components/page-heading'
import { QueryAnswer } from '../../components/query-answer'
import { TitledSection } from '../../components/titled-section'
import { adminMoneyQueryOptions, useAdminMoney } from './api/get-admin-money'
import { HeldPaymentMoves } from './held-payment-moves'
import { HeldPaymentsTable, TakenPaymentsTable, type HeldMove } from './payments-table'
import { MoneyTotals, type Total } from './money-totals'
import { RefundDialog } from './refund-dialog'

export const loader = signedInLoader('admin', (client) => {
  void client.prefetchQuery(adminMoneyQueryOptions())
})

const totals = (money: AdminMoney): Total[] => [
  { label: 'Held', amount: money.held, note: 'On buyers’ cards, not taken yet' },
  { label: 'Captured', amount: money.captured, note: 'Taken at handovers' },
  { label: 'Refunded', amount: money.refunded, note: 'Given back after it was taken' },
  { label: 'Fees', amount: money.fees, note: 'The marketplace’s share' },
  { label: 'Paid out', amount: money.paidOut, note: 'Sent to sellers' },
]

function Ledger({ balanced }: { balanced: boolean }) {
  return balanced ? (
    <p className="mt-4 flex items-center gap-2 text-sm">
      <span className="badge badge-success font-semibold">Ledger balanced</span>
      Every entry adds up.
    </p>
  ) : (
    <div role="alert" className="alert alert-error mt-4">
      <div>
        <p className="font-semibold">Ledger out of balance</p>
        <p className="text-sm">
          The entries do not add up. Check the latest payments before anything else is paid out.
        </p>
      </div>
    </div>
  )
}

/**
 * docs/api.md "Money held until the car changes hands", the admin's side: the ledger's totals and
 * whether it balances, the held payments to release or capture, and the taken ones to refund.
 */
function AdminMoneyPage() {
  const money = useAdminMoney()
  const [move, setMove] = useState<{ move: HeldMove; payment: HeldPayment } | null>(null)
  const [refunding, setRefunding] = useState<TakenPayment | null>(null)
  return (
    <div className="max-w-6xl">
      <PageHeading title="Money" />
      <p className="mt-1 text-base-content/75">
        Every payment on the marketplace, from the ledger. Each move you make here needs a note for
        the audit log.
      </p>
      <QueryAnswer query={money} what="the ledger">
        {(data) => (
          <>
            <Ledger balanced={data.balanced} />
            <MoneyTotals title="Ledger totals" totals={totals(data)} />
            <TitledSection id="money-held" title="Held payments" className="mt-8">
              <p className="text-sm text-base-content/75">
                The soonest to run out first. Release gives the money back; capture takes it.
              </p>
              {data.held_payments.length === 0 ? (
                <EmptyState className="mt-3" title="No money is held right now" />
              ) : (
                <HeldPaymentsTable
                  payments={data.held_payments}
                  onMove={(next, payment) => setMove({ move: next, payment })}
                />
              )}
            </TitledSection>
            <TitledSection id="money-taken" title="Taken payments" className="mt-8">
              <p className="text-sm text-base-content/75">
                The latest first. A refund goes back to the buyer’s card and comes out of the
                seller’s payout.
              </p>
              {data.taken_payments.length === 0 ? (
                <EmptyState className="mt-3" title="No payment has been taken yet" />
              ) : (
                <TakenPaymentsTable payments={data.taken_payments} onRefund={setRefunding} />
              )}
            </TitledSection>
          </>
        )}
      </QueryAnswer>
      <HeldPaymentMoves subject={move} onClose={() => setMove(null)} />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  )
}

export { AdminMoneyPage as Component }
