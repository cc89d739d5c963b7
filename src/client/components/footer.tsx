import { Link } from 'react-router'
import { paths } from '#shared/paths'
import { config } from '../config'
import { NewsletterForm } from './newsletter-form'

type FooterItem = { label: string; to?: string }

// The footer's links, as the product has them; those with a page link to it (issue 19), the rest
// are plain text until they get one, so nobody lands on a dead link.
const columns: { title: string; items: FooterItem[] }[] = [
  {
    title: 'Services',
    items: [{ label: 'Design' }, { label: 'Marketing' }, { label: 'Advertisement' }],
  },
  {
    title: 'Company',
    items: [
      { label: 'About us', to: paths.about.to() },
      { label: 'Contact', to: paths.contact.to() },
      { label: 'Safety', to: paths.safety.to() },
      { label: 'Jobs' },
      { label: 'Press kit' },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Terms of use', to: paths.terms.to() },
      { label: 'Privacy policy', to: paths.privacy.to() },
      { label: 'Cookie policy', to: paths.cookies.to() },
    ],
  },
]

export function Footer() {
  return (
    <footer className="mt-20 bg-neutral text-neutral-content">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_1.5fr]">
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="footer-heading">{column.title}</h2>
            <ul className="space-y-2">
              {column.items.map((item) => (
                <li key={item.label}>
                  {item.to ? (
                    <Link to={item.to} className="underline underline-offset-4 hover:text-white">
                      {item.label}
                    </Link>
                  ) : (
                    <span className="text-neutral-content/80">{item.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="col-span-2 sm:col-span-3 lg:col-span-1">
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="page-container py-6 text-sm text-neutral-content/80">
          © {new Date().getFullYear()} {config.appName}. Used cars you can trust.
        </p>
      </div>
    </footer>
  )
}
