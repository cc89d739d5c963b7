import { Link } from 'react-router'
import type { SellerMoney } from '#shared/money'
import { signedInLoader } from '../../api/signed-in-loader'
import { EmptyState } from '../../components/empty-state'
import { PageHeading } from '../../components/page-heading'
import { QueryAnswer } from '../../components/query-answer'
import { TitledSection } from '../../components/titled-section'
import { paths } from '#shared/paths'
import { payoutAccountQueryOptions } from './api/get-payout-account'
import { sellerMoneyQueryOptions, useSellerMoney } from './api/get-seller-money'
import { MoneyTotals, type Total } from './money-totals'
import { PayoutAccountPanel } from './payout-account'
import { SellerSalesTable } from './seller-sales-table'

export const loader = signedInLoader('seller', (client) => {
  void client.prefetchQuery(sellerMoneyQueryOptions())
  void client.prefetchQuery(payoutAccountQueryOptions())
})

const totals = (money: SellerMoney): Total[] => [
  { label: 'Held', amount: money.held, note: 'Buyers’ money, yours after the handover' },
  { label: 'To pay out', amount: money.toPayOut, note: 'Yours, on its way to your account' },
  { label: 'Paid out', amount: money.paidOut, note: 'Sent to your account' },
  { label: 'Fees', amount: money.fees, note: 'The marketplace’s fee on your sales' },
]

/**
 * docs/api.md "Money held until the car changes hands", the seller's side: what buyers paid for
 * their cars, what is held until the handover, what is paid out, and the payout account.
 */
function SellerMoneyPage() {
  const money = useSellerMoney()
  return (
    <div className="max-w-6xl">
      <PageHeading title="Money" />
      <p className="mt-1 text-base-content/75">
        What buyers paid for your cars. Their money is held until you hand the car over, then paid
        out to you.
      </p>
      <PayoutAccountPanel />
      <QueryAnswer query={money} what="your money">
        {(data) => (
          <>
            <MoneyTotals title="Your totals" totals={totals(data)} />
            <TitledSection id="money-sales" title="Sales" className="mt-8">
              {data.items.length === 0 ? (
                <EmptyState
                  className="mt-3"
                  title="No sales yet"
                  action={
                    <Link to={paths.sellerBookings.to()} className="btn btn-outline btn-primary">
                      See your bookings
                    </Link>
                  }
                >
                  When a buyer pays for one of your cars, the money shows up here.
                </EmptyState>
              ) : (
                <SellerSalesTable sales={data.items} />
              )}
            </TitledSection>
          </>
        )}
      </QueryAnswer>
    </div>
  )
}

export { SellerMoneyPage as Component }
