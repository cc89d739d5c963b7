import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import notFoundUrl from '../../assets/not-found.svg'
import { PageTitle } from '../../components/page-title'
import { paths } from '#shared/paths'

function explain(error: unknown): { status?: number; text: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, text: error.statusText || `Error ${error.status}` }
  }
  if (error instanceof Error && error.message) return { text: error.message }
  // The router's default text for anything else.
  return { text: 'Unhandled Thrown Error!' }
}

/** The router's errorElement. `standalone` when the layout itself failed: it brings its own <main>. */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { status, text } = explain(useRouteError())
  const content = (
    <section className="page-container flex flex-col items-center py-16 text-center">
      <PageTitle title={text} />
      <img
        src={notFoundUrl}
        alt="A car stopped at a road sign below a large 404"
        width={480}
        height={320}
        className="h-auto w-full max-w-xs"
      />
      {status !== undefined && (
        <p className="mt-6 text-sm font-semibold tracking-widest text-primary">ERROR {status}</p>
      )}
      <h1 className="mt-2 text-3xl font-bold">{text}</h1>
      <p className="mt-3 max-w-md text-base-content/80">
        {status === 404
          ? 'The page you were looking for has moved or never existed.'
          : 'Something went wrong on our side. Please try again in a moment.'}
      </p>
      <Link to={paths.home.to()} className="btn btn-primary mt-8">
        Back to the home page
      </Link>
    </section>
  )
  return standalone ? <main id="main">{content}</main> : content
}
