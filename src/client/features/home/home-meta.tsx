import { JsonLd, PageMeta } from '../../components/page-meta'
import { config } from '../../config'
import { paths } from '#shared/paths'
import { heroSlides } from './hero-slides'

/** The home page's description, preview tags and schema.org `Organization`. */
export function HomeMeta() {
  return (
    <>
      <PageMeta
        description="Wheelanes is a used-car marketplace: browse cars by category, compare prices with similar listings, book a test drive and pay the seller through the site."
        path={paths.home.to()}
        image={heroSlides[0]?.image}
        withTitle={false}
      />
      <JsonLd
        data={{
          '@type': 'Organization',
          name: config.appName,
          url: paths.home.to(),
          description: 'A marketplace for used cars, between the people who sell and buy them.',
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            url: paths.contact.to(),
          },
        }}
      />
    </>
  )
}
