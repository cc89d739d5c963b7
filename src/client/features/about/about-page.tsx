import { PageTitle } from '../../components/page-title'

// spec.md section 2: /about shows only this line.
function AboutPage() {
  return (
    <section className="page-container py-24 text-center">
      <PageTitle title="About" />
      <h1 className="text-3xl font-bold">About is coming soon</h1>
    </section>
  )
}

export { AboutPage as Component }
