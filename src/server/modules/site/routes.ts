import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactSchema, contactSentSchema } from '#shared/contact'
import { paths } from '#shared/paths'
import { blogPostIds, staticPagePaths } from '#shared/site-map'
import { clientKey } from '../../plugins/rate-limit'
import type { SiteService } from './service'

/** POST /api/contact (docs/api.md "Operating the marketplace"): a message to the admins. */
export const contactRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (
  app,
  { site },
) => {
  app.post(
    '/contact',
    {
      // A few honest messages an hour from one network; a flood fills nobody's inbox.
      config: {
        rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: (req) => clientKey(req.ip) },
      },
      schema: { tags: ['site'], body: contactSchema, response: { 201: contactSentSchema } },
    },
    async (req, reply) => {
      // The hidden field filled in: a robot. It is told what a person is told; nothing is sent.
      if (!req.body.website) await site.contact(req.body)
      return reply.code(201).send({ sent: true as const })
    },
  )
}

const CACHE = 'public, max-age=3600'

const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * GET /sitemap.xml and GET /robots.txt, at the site's root where crawlers look. URLs are
 * absolute, on PUBLIC_URL (the origin people use), never on the Host a request names.
 */
export const siteFileRoutes: FastifyPluginAsync<{ site: SiteService; publicUrl: string }> = async (
  app,
  { site, publicUrl },
) => {
  const origin = publicUrl.replace(/\/+$/, '')

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const { categoryIds, sellerIds, dealerIds } = await site.sitemapEntries()
    const pages = [
      ...staticPagePaths,
      ...categoryIds.map((id) => paths.category.to(id)),
      ...blogPostIds.map((id) => paths.blogPost.to(id)),
      ...sellerIds.map((id) => paths.seller.to(id)),
      ...dealerIds.map((id) => paths.dealerPage.to(id)),
    ]
    const urls = pages.map((p) => `  <url><loc>${xmlText(origin + p)}</loc></url>`).join('\n')
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      )
  })

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(
        [
          'User-agent: *',
          'Allow: /',
          `Disallow: ${paths.dashboard.to()}`,
          `Disallow: ${paths.wishlist.to()}`,
          'Disallow: /api/',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  )
}
