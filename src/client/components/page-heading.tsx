import { PageTitle } from './page-title'

/** A dashboard page's heading, and the same words as its title in the tab and history. */
export function PageHeading({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
    </>
  )
}
