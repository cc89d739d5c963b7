import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  blogPostIds,
  blogPostPagePath,
  categoryPagePath,
  sellerPagePath,
  staticPagePaths,
} from '#shared/site-map'
import { posts } from './features/blog/posts'
import { paths } from './paths'
import { isPrivate } from './page-access'

// The server writes the sitemap from src/shared/site-map.ts: every URL in it must be a public
// page of this app, and every blog post must be in it.
describe('the sitemap’s pages', () => {
  const patterns = Object.values(paths).map((p) => p.pattern)
  const page = (path: string) => patterns.some((pattern) => matchPath(pattern, path))

  it('are pages the app has, none of them private', () => {
    for (const path of [
      ...staticPagePaths,
      categoryPagePath('suv'),
      blogPostPagePath('1'),
      sellerPagePath('abc'),
    ]) {
      expect(page(path), path).toBe(true)
      expect(isPrivate(path), path).toBe(false)
    }
    expect(categoryPagePath('suv')).toBe(paths.category.to('suv'))
    expect(sellerPagePath('a b')).toBe(paths.seller.to('a b'))
    expect(blogPostPagePath('2')).toBe(paths.blogPost.to('2'))
  })

  it('hold every blog post', () => {
    expect([...blogPostIds]).toEqual(posts.map((p) => p.id))
  })
})
