import { lazy, Suspense } from 'react'
import { InfoPage, Part } from './info-page'

// The form's code (react-hook-form, zod) comes only with this page; the server renders it too.
const ContactForm = lazy(() => import('./contact-form'))

export function ContactPage() {
  return (
    <InfoPage page="contact">
      <Part title="Before you write">
        <p>
          About a particular car, ask its seller: the Message seller button on the car&rsquo;s page
          reaches them directly. For anything else, write here. We answer at the address you give,
          usually within two working days.
        </p>
      </Part>
      <Suspense fallback={<div className="mt-8 min-h-96" />}>
        <ContactForm />
      </Suspense>
      <p className="mt-6 text-sm text-base-content/70">
        What you send is kept as the e-mail it becomes, and used only to answer you.
      </p>
    </InfoPage>
  )
}
