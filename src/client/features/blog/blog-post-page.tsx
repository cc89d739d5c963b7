import { Link, useParams } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { PageTitle } from '../../components/page-title'
import { PageStatus } from '../../lib/page-status'
import { paths } from '#shared/paths'
import { findPost, paragraphs } from './posts'

function BlogPostPage() {
  const post = findPost(useParams().id)

  if (!post) {
    return (
      <div className="page-container py-20 text-center">
        <PageStatus status={404} />
        <PageTitle title="Post not found" />
        {/* The text for an unknown blog id. */}
        <h1 className="text-3xl font-bold">Post not found</h1>
        <Link to={paths.blog.to()} className="btn btn-primary mt-8">
          Back to the blog
        </Link>
      </div>
    )
  }

  return (
    <article className="pb-6">
      <PageMeta
        title={post.title}
        description={paragraphs(post.content)[0]!.slice(0, 200)}
        path={paths.blogPost.to(post.id)}
        image={post.imageUrl}
        type="article"
      />
      <div className="page-container pt-4 sm:pt-6">
        <img
          src={post.imageDetailsCover}
          alt={post.imageAlt}
          width={1600}
          height={600}
          fetchPriority="high"
          className="aspect-[2/1] w-full sm:aspect-[8/3] rounded-box object-cover"
        />
      </div>
      <div className="page-container mt-8">
        <div className="mx-auto max-w-3xl">
          <Link to={paths.blog.to()} className="link link-primary text-sm font-medium">
            ← All posts
          </Link>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-base-content/90">
            {paragraphs(post.content).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </article>
  )
}

export { BlogPostPage as Component }
