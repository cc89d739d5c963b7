import type { ComponentType } from 'react'
import { AboutPage } from './about-page'
import { ContactPage } from './contact-page'
import { CookiesPage } from './cookies-page'
import type { InfoPageName } from './info-page'
import { PrivacyPage } from './privacy-page'
import { SafetyPage } from './safety-page'
import { TermsPage } from './terms-page'

/**
 * About, Contact, the legal pages and Safety: one chunk of text (about 6 kB) for their six routes
 * (routes.tsx), so the first-load code holds one lazy import instead of six. The Contact
 * form, with its form library, is a chunk of its own that only the Contact page loads.
 */
export const sitePages = {
  about: AboutPage,
  contact: ContactPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  cookies: CookiesPage,
  safety: SafetyPage,
} satisfies Record<InfoPageName, ComponentType>
