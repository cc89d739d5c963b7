import { A11y, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import { testimonials } from './testimonials'

/**
 * One slide per view, 40 px apart, arrows and clickable bullets; Swiper's
 * default speed is the 300 ms we want. Loaded with React.lazy, so Swiper's JS and CSS are
 * fetched only when this section is about to be seen.
 */
export default function TestimonialsCarousel() {
  return (
    <Swiper
      modules={[Navigation, Pagination, A11y]}
      slidesPerView={1}
      spaceBetween={40}
      navigation
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: 'Previous testimonial',
        nextSlideMessage: 'Next testimonial',
        // The hero already uses 'Go to slide N'; distinct names keep each control findable.
        paginationBulletMessage: 'Show testimonial {{index}}',
      }}
      className="testimonials-swiper"
    >
      {testimonials.map((testimonial) => (
        <SwiperSlide key={testimonial.name}>
          <figure className="mx-auto flex max-w-2xl flex-col items-center px-10 pb-14 text-center sm:px-16">
            <img
              src={testimonial.avatar}
              alt={`Portrait of ${testimonial.name}`}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-24 rounded-full object-cover shadow-md ring-4 ring-base-100"
            />
            <blockquote className="mt-6 text-base leading-relaxed text-base-content sm:text-xl">
              <p>&ldquo;{testimonial.review}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-4 font-semibold text-base-content">
              {testimonial.name}
            </figcaption>
          </figure>
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
