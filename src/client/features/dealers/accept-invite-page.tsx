import { Link, useLocation, useParams } from 'react-router'
import type { LoginRedirectState } from '../../lib/login-redirect'
import { useSession } from '../../api/get-session'
import { RequestError } from '../../components/request-error'
import { PageTitle } from '../../components/page-title'
import { Spinner } from '../../components/spinner'
import { paths } from '#shared/paths'
import { useAcceptInvite } from './api/accept-invite'

const roleWords = { owner: 'owner', manager: 'a manager', sales: 'sales staff' } as const

/**
 * The link of a dealer's invitation (`/dealer-invites/:token`): signed in as the invited
 * address, one button joins; signed out, sign in first and come back here.
 */
function AcceptInvitePage() {
  const token = useParams().id ?? ''
  const location = useLocation()
  const { user, isPending } = useSession()
  const accept = useAcceptInvite()
  const state: LoginRedirectState = { from: location }

  return (
    <div className="page-container max-w-xl py-12">
      <PageTitle title="Join a dealer" />
      <h1 className="text-3xl font-extrabold tracking-tight">Join a dealer</h1>
      {isPending ? (
        <Spinner />
      ) : !user ? (
        <div className="mt-4">
          <p className="text-base-content/80">
            Sign in with the e-mail address the invitation was sent to, then accept it here. New to
            Wheelanes? Sign up with that address first.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.login.to()} state={state} className="btn btn-primary">
              Sign in to accept
            </Link>
            <Link to={paths.signup.to()} className="btn btn-outline">
              Sign up
            </Link>
          </div>
        </div>
      ) : accept.isSuccess ? (
        <div role="status" className="alert alert-success alert-soft mt-6 flex-wrap">
          <p>
            You joined <strong>{accept.data.name}</strong> as {roleWords[accept.data.role]}.
          </p>
          <Link to={paths.dealer.to()} className="btn btn-sm btn-primary">
            Open your dealer
          </Link>
        </div>
      ) : (
        <div className="mt-4">
          <p className="text-base-content/80">
            You are signed in as <strong className="wrap-anywhere">{user.email}</strong>. The
            invitation must have been sent to this address.
          </p>
          <RequestError error={accept.error} />
          <button
            type="button"
            className="btn btn-primary mt-6"
            disabled={accept.isPending}
            onClick={() => accept.mutate(token)}
          >
            {accept.isPending && <span className="loading loading-spinner loading-sm" />}
            Accept the invitation
          </button>
        </div>
      )}
    </div>
  )
}

export { AcceptInvitePage as Component }
