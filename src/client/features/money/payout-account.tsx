import { RequestError } from '../../components/request-error'
import { QueryError } from '../../components/query-error'
import { usePayoutAccount } from './api/get-payout-account'
import { useStartPayoutOnboarding } from './api/start-payout-onboarding'

/**
 * Where the seller's money goes (GET /api/seller/payouts): ready, or a button to set the
 * account up with the payment provider, which the browser leaves for.
 */
export function PayoutAccountPanel() {
  const account = usePayoutAccount()
  const onboarding = useStartPayoutOnboarding()
  if (account.isPending) return null
  if (account.isError) {
    return (
      <QueryError
        error={account.error}
        what="your payout account"
        onRetry={() => void account.refetch()}
      />
    )
  }
  if (account.data.ready) {
    return (
      <p className="alert alert-success alert-soft mt-4 text-sm">
        Payouts are set up. After each handover, what you get is sent to your account.
      </p>
    )
  }
  return (
    <div className="alert alert-warning alert-soft mt-4 flex flex-wrap items-center">
      <div className="grow">
        <p className="font-semibold">Set up payouts to get paid</p>
        <p className="text-sm">Until you do, what buyers pay for your cars waits here.</p>
        <RequestError error={onboarding.error} className="mt-1" />
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={onboarding.isPending || onboarding.isSuccess}
        onClick={() => onboarding.mutate()}
      >
        {(onboarding.isPending || onboarding.isSuccess) && (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        )}
        Set up payouts
      </button>
    </div>
  )
}
