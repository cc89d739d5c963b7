import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pagePatterns, paths } from '#shared/paths'
import { blogPostIds, staticPagePaths } from '#shared/site-map'
import { posts } from './features/blog/posts'
import { isPrivate } from './page-access'

// The server writes the sitemap from src/shared/site-map.ts: every URL in it must be a public
// page of this app, and every blog post must be in it.
describe('the sitemap’s pages', () => {
  const patterns = pagePatterns()
  const page = (path: string) => patterns.some((pattern) => matchPath(pattern, path))

  it('are pages the app has, none of them private', () => {
    for (const path of [
      ...staticPagePaths,
      paths.category.to('suv'),
      paths.blogPost.to('1'),
      paths.seller.to('abc'),
    ]) {
      expect(page(path), path).toBe(true)
      expect(isPrivate(path), path).toBe(false)
    }
  })

  it('hold every blog post', () => {
    expect([...blogPostIds]).toEqual(posts.map((p) => p.id))
  })
})
