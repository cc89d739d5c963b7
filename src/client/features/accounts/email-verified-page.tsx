import { Link, useSearchParams } from 'react-router'
import { PageTitle } from '../../components/page-title'
import { paths } from '#shared/paths'

/** Where the confirmation e-mail's link lands: it says whether the address is now confirmed. */
function EmailVerifiedPage() {
  const [searchParams] = useSearchParams()
  const failed = searchParams.has('error')
  const title = failed ? 'This link did not work' : 'Your e-mail address is confirmed'
  return (
    <div className="-mb-20 bg-base-200 px-4 py-16">
      <PageTitle title={title} />
      <div
        role={failed ? 'alert' : 'status'}
        className="mx-auto max-w-md rounded-box border border-base-300 bg-base-100 p-8 text-center shadow-lg"
      >
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-base-content/80">
          {failed
            ? 'The confirmation link is invalid or has expired (it works for a day). Sign in and ask for a new one.'
            : 'Thank you. Sellers and buyers you write to will know they can reach you.'}
        </p>
        <Link to={failed ? paths.login.to() : paths.home.to()} className="btn btn-primary mt-6">
          {failed ? 'Go to login' : 'Browse cars'}
        </Link>
      </div>
    </div>
  )
}

export { EmailVerifiedPage as Component }
