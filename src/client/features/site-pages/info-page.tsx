import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '#shared/paths'

/**
 * Each info page's head: its title, and the description under it that search engines and link
 * previews show too. Its canonical path is its name's in src/shared/paths.ts.
 */
const heads = {
  about: {
    title: 'About us',
    description:
      'Wheelanes is a marketplace where people sell used cars to people: sellers list, buyers search, book a test drive and pay through the site.',
  },
  contact: {
    title: 'Contact',
    description:
      'Write to the people who run Wheelanes: questions, a listing that looks wrong, a problem with a booking.',
  },
  terms: {
    title: 'Terms of use',
    description: 'The rules for buying and selling used cars on Wheelanes, in plain words.',
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What Wheelanes stores about you, why, for how long, and how to have it deleted.',
  },
  cookies: {
    title: 'Cookie policy',
    description:
      'The one cookie Wheelanes needs to keep you signed in, and the little else it keeps in your browser. No tracking, no advertising.',
  },
  safety: {
    title: 'Buying and selling safely',
    description:
      'How scams on car marketplaces go, what the safety notes in your messages mean, and how Wheelanes keeps your money safe until you have the car.',
  },
} satisfies Record<string, { title: string; description: string }>

/** About, Contact, the legal pages and Safety, by their names in src/shared/paths.ts. */
export type InfoPageName = keyof typeof heads

/** The frame of About, Contact and the legal pages: a readable column of plain text. */
export function InfoPage({
  page,
  updated,
  children,
}: {
  page: InfoPageName
  /** When the text last changed (the legal pages). */
  updated?: string
  children: ReactNode
}) {
  const { title, description } = heads[page]
  return (
    <article className="page-container py-10 sm:py-14">
      <PageMeta title={title} description={description} path={paths[page].to()} />
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-base-content/80">{description}</p>
        {updated && <p className="mt-2 text-sm text-base-content/70">Last updated {updated}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </article>
  )
}

/** A titled part of an info page. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-base-content/90">{children}</div>
    </section>
  )
}

/** Links between the legal pages, at their foot. */
export function LegalLinks() {
  const links = [
    { to: paths.terms.to(), label: 'Terms of use' },
    { to: paths.privacy.to(), label: 'Privacy policy' },
    { to: paths.cookies.to(), label: 'Cookie policy' },
    { to: paths.contact.to(), label: 'Contact us' },
  ]
  return (
    <nav aria-label="Legal" className="mt-12 border-t border-base-300 pt-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="link link-primary">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
