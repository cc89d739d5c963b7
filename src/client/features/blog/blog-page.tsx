import { Link } from 'react-router'
import { CardGrid } from '../../components/card-grid'
import { PageMeta } from '../../components/page-meta'
import { paths } from '#shared/paths'
import { paragraphs, posts } from './posts'

function BlogPage() {
  return (
    <div className="page-container py-10">
      <PageMeta
        title="Blog"
        description="Practical guides for buying a used car with confidence: inspection checklists, test drives and paperwork."
        path={paths.blog.to()}
        image={posts[0]?.imageUrl}
      />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Blog</h1>
      <p className="mt-2 max-w-2xl text-base-content/80">
        Practical guides for buying a used car with confidence.
      </p>
      <div className="mt-8">
        <CardGrid>
          {posts.map((post, index) => (
            <li key={post.id}>
              <article className="card-lift card h-full overflow-hidden border border-base-300 bg-base-100">
                <figure className="aspect-video bg-base-200">
                  <img
                    src={post.imageUrl}
                    alt={post.imageAlt}
                    width={800}
                    height={450}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                </figure>
                <div className="card-body gap-3">
                  <h2 className="card-title text-xl">{post.title}</h2>
                  <p className="line-clamp-3 text-base-content/80">{paragraphs(post.content)[0]}</p>
                  <div className="card-actions mt-auto pt-2">
                    <Link to={paths.blogPost.to(post.id)} className="btn btn-primary">
                      Read more<span className="sr-only">: {post.title}</span>
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </CardGrid>
      </div>
    </div>
  )
}

export { BlogPage as Component }
