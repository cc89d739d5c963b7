import { HomeMeta } from './home-meta'
import { useCategories } from '../../api/get-categories'
import { CategoryCard } from '../../components/category-card'
import { SectionHeading } from '../../components/section-heading'
import { QueryAnswer } from '../../components/query-answer'

export function CategorySection() {
  const categories = useCategories()
  return (
    <>
      {/* The home page's tags for crawlers and link previews: here, in a chunk the home page
          loads lazily, they add nothing to the first load. */}
      <HomeMeta />
      <section aria-labelledby="categories-heading" className="page-container mt-12 sm:mt-16">
        <SectionHeading id="categories-heading" title="CAR CATEGORIES">
          Start with the shape of car that fits your life.
        </SectionHeading>
        <QueryAnswer query={categories} what="the categories">
          {(data) => (
            // Two small cards a row on phones, not six full-width ones before the first car;
            // CategoryCard's image sizes follow these columns.
            <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
              {data.map((category) => (
                <li key={category._id}>
                  <CategoryCard category={category} />
                </li>
              ))}
            </ul>
          )}
        </QueryAnswer>
      </section>
    </>
  )
}
