import { Link, useMatches } from 'react-router'
import { PageTitle } from '../../components/page-title'
import { paths } from '../../paths'

// A stand-in for pages whose issues have not landed; router.tsx names each in `handle.title`.
function ComingSoonPage() {
  const handle = useMatches().at(-1)?.handle as { title?: string } | undefined
  const title = handle?.title ?? 'This page'
  return (
    <section className="page-container py-20 text-center">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-base-content/80">This feature is coming soon.</p>
      <Link to={paths.home.to()} className="btn btn-primary mt-8">
        Back to the home page
      </Link>
    </section>
  )
}

export { ComingSoonPage as Component }
