import { paths } from './paths'

/**
 * The public pages a search engine may index, as GET /sitemap.xml lists them: the server writes
 * the sitemap from these, and a client test holds them to the public pages and the blog's posts.
 */
export const staticPagePaths = [
  paths.home,
  paths.cars,
  paths.search,
  paths.blog,
  paths.about,
  paths.contact,
  paths.terms,
  paths.privacy,
  paths.cookies,
  paths.safety,
].map((page) => page.to())

/** The blog's posts (src/client/features/blog/posts.ts), by id. */
export const blogPostIds = ['1', '2', '3'] as const
