import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Component as BlogPostPage } from './blog-post-page'
import { posts } from './posts'

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/blog/:id', Component: BlogPostPage }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
}

describe('blog post page', () => {
  it("says 'Post not found' for an unknown id", async () => {
    renderAt('/blog/does-not-exist')
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy()
  })

  it('shows the title, cover and text of a known post', async () => {
    const post = posts[1]!
    renderAt(`/blog/${post.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeTruthy()
    expect(screen.getByRole('img', { name: post.imageAlt })).toBeTruthy()
    expect(screen.getByText(/vehicle identification number/)).toBeTruthy()
  })
  it('is an article for link previews, with its picture and first lines', async () => {
    const post = posts[0]!
    renderAt(`/blog/${post.id}`)
    await screen.findByRole('heading', { level: 1, name: post.title })
    const meta = (key: string) =>
      document.head
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content')
    expect(meta('og:type')).toBe('article')
    // Whole URLs, on the page's own origin in the browser.
    expect(meta('og:url')).toBe(`${location.origin}/blog/${post.id}`)
    expect(meta('og:image')).toBe(new URL(post.imageUrl, location.origin).href)
    expect(meta('description')).toBe(post.content.split('\n\n')[0]!.slice(0, 200))
  })
})
