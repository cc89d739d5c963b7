import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteOrigin } from '../lib/site-origin'
import { JsonLd, PageMeta } from './page-meta'

const onSite = (element: ReactNode) =>
  renderToString(<SiteOrigin value="https://wheelanes.example">{element}</SiteOrigin>)

const ldJson = (html: string) => {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)
  expect(match, html).not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, unknown>
}

describe('JsonLd', () => {
  it('writes valid JSON that a </script> in a value cannot end early', () => {
    const name = 'Bad </script><script>alert(1)</script> & <!-- car'
    const html = renderToString(<JsonLd data={{ '@type': 'ItemList', name }} />)
    // One script element: the value's </script> is \u003c/script>, still inside the JSON.
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<script>alert')
    expect(ldJson(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name,
    })
  })

  it('writes paths on this site as whole URLs, other addresses as they are', () => {
    const html = onSite(
      <JsonLd data={{ url: '/cars', logo: '/l.svg', item: { image: '//cdn.example/c.webp' } }} />,
    )
    expect(ldJson(html)).toMatchObject({
      url: 'https://wheelanes.example/cars',
      logo: '/l.svg',
      item: { image: '//cdn.example/c.webp' },
    })
  })
})

describe('PageMeta', () => {
  it('writes the title, description, Open Graph and Twitter tags of a page', () => {
    const html = onSite(
      <PageMeta
        title="Privacy policy"
        description="What we store & why"
        path="/privacy"
        image="/media/x/800.webp"
      />,
    )
    for (const tag of [
      '<title>Privacy policy · Wheelanes</title>',
      '<meta name="description" content="What we store &amp; why"/>',
      '<link rel="canonical" href="https://wheelanes.example/privacy"/>',
      '<meta property="og:type" content="website"/>',
      '<meta property="og:title" content="Privacy policy"/>',
      '<meta property="og:description" content="What we store &amp; why"/>',
      '<meta property="og:url" content="https://wheelanes.example/privacy"/>',
      '<meta property="og:image" content="https://wheelanes.example/media/x/800.webp"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<meta name="twitter:image" content="https://wheelanes.example/media/x/800.webp"/>',
    ]) {
      expect(html).toContain(tag)
    }
  })

  it('without a photo: a small card and no image tags; the home page keeps its own title', () => {
    const html = renderToString(<PageMeta description="Used cars" path="/" withTitle={false} />)
    expect(html).toContain('<meta name="twitter:card" content="summary"/>')
    expect(html).toContain(
      '<meta property="og:title" content="Wheelanes — used cars you can trust"/>',
    )
    expect(html).not.toContain('og:image')
    expect(html).not.toContain('<title>')
  })
})
