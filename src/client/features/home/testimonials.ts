import avatar1 from '../../assets/avatar-1.webp'
import avatar2 from '../../assets/avatar-2.webp'
import avatar3 from '../../assets/avatar-3.webp'
import avatar4 from '../../assets/avatar-4.webp'

export type Testimonial = { avatar: string; name: string; review: string }

// Four fixed testimonials.
export const testimonials: Testimonial[] = [
  {
    avatar: avatar1,
    name: 'Maya Thompson',
    review:
      'I found a low-mileage hatchback in two evenings. The photos matched the car exactly, and the seller had every service record ready when I arrived.',
  },
  {
    avatar: avatar2,
    name: 'Daniel Okafor',
    review:
      'Booking a viewing took a minute, and paying online felt far safer than carrying cash. The whole thing was easier than buying new.',
  },
  {
    avatar: avatar3,
    name: 'Amina Rahman',
    review:
      'As a first-time buyer I liked the clear condition labels and the inspection checklist on the blog. No pressure and no surprises.',
  },
  {
    avatar: avatar4,
    name: 'James Carter',
    review:
      'I sold my SUV within a week. Listing it was straightforward, and the buyers who got in touch were serious about it.',
  },
]
