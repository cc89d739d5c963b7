/**
 * The public pages a search engine may index, as GET /sitemap.xml lists them. Plain data (no
 * zod): the server writes the sitemap from it, and a client test holds it to paths.ts and the
 * blog's posts, so a page renamed there cannot leave the sitemap pointing nowhere.
 */
export const staticPagePaths = [
  '/',
  '/car-categories',
  '/cars',
  '/blog',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
  '/safety',
] as const

/** The blog's posts (src/client/features/blog/posts.ts), by id. */
export const blogPostIds = ['1', '2', '3'] as const

export const categoryPagePath = (categoryId: string) => `/allcars/${encodeURIComponent(categoryId)}`
export const blogPostPagePath = (id: string) => `/blog/${encodeURIComponent(id)}`
export const sellerPagePath = (id: string) => `/sellers/${encodeURIComponent(id)}`
