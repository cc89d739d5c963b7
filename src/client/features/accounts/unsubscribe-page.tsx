import { Link, useSearchParams } from 'react-router'
import { RequestError } from '../../components/request-error'
import { PageTitle } from '../../components/page-title'
import { paths } from '#shared/paths'
import { useUnsubscribe } from './api/account'

const about: Record<string, string> = {
  bookings: 'test drives and payments',
  messages: 'messages',
  alerts: 'saved-search alerts',
  newsletter: 'the newsletter',
}

/**
 * Where an e-mail's "Unsubscribe" link lands. It asks before it acts: mail scanners open links,
 * and opening one must not unsubscribe anyone.
 */
function UnsubscribePage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const unsubscribe = useUnsubscribe()
  const done = unsubscribe.data && about[unsubscribe.data.kind]
  const title = done ? 'You are unsubscribed' : 'Unsubscribe from these e-mails?'

  return (
    <div className="-mb-20 bg-base-200 px-4 py-16">
      <PageTitle title={title} />
      <div className="mx-auto max-w-md rounded-box border border-base-300 bg-base-100 p-8 text-center shadow-lg">
        <h1 className="text-2xl font-bold">{title}</h1>
        {done ? (
          <p role="status" className="mt-3 text-base-content/80">
            We will not e-mail you about {done} any more. You still see them in the app, and you can
            turn the e-mails back on in your account.
          </p>
        ) : (
          <>
            <p className="mt-3 text-base-content/80">
              You will stop getting this kind of e-mail from Wheelanes. Receipts and account e-mails
              still come.
            </p>
            <RequestError error={unsubscribe.error} />
            <button
              type="button"
              className="btn btn-primary mt-6"
              disabled={!token || unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              Unsubscribe
            </button>
          </>
        )}
        <p className="mt-6 text-sm">
          <Link to={paths.account.to()} className="link link-hover">
            Manage all e-mails in your account
          </Link>
        </p>
      </div>
    </div>
  )
}

export { UnsubscribePage as Component }
