import { config } from '../config'
import { useAbsoluteUrl } from '../lib/site-origin'
import { PageTitle } from './page-title'

/**
 * A public page's title and its description for search engines and link previews (Open Graph,
 * Twitter). React hoists the tags into <head> (on the server plugins/pages.ts moves them there);
 * `path` and `image` are written as whole URLs on the site's origin, since a preview needs them.
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  withTitle = true,
}: {
  /** Without one, the marketplace's own title (the home page). */
  title?: string
  description: string
  /** The page's own path, its canonical address. */
  path: string
  /** A photo that stands for the page (a car's, a post's cover), as a path on this site. */
  image?: string
  type?: 'website' | 'article' | 'profile'
  /** False where the page renders its own <title> (the home page's, in its first-load code). */
  withTitle?: boolean
}) {
  const heading = title ?? `${config.appName} — used cars you can trust`
  const absolute = useAbsoluteUrl()
  const url = absolute(path)
  const photo = image && absolute(image)
  return (
    <>
      {withTitle && <PageTitle title={title} />}
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={config.appName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {photo && <meta property="og:image" content={photo} />}
      <meta name="twitter:card" content={photo ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={description} />
      {photo && <meta name="twitter:image" content={photo} />}
    </>
  )
}

/**
 * Structured data (schema.org) for search engines, its `url` and `image` values whole URLs.
 * `<` is written as \u003c: a value holding `</script>` stays inside the JSON. The browser never
 * runs it (not JavaScript), so the CSP, which allows no inline script, has nothing to refuse.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const absolute = useAbsoluteUrl()
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }, (key, value) =>
    (key === 'url' || key === 'image') && typeof value === 'string' ? absolute(value) : value,
  ).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
