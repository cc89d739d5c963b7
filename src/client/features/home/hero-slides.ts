import hero1 from '../../assets/hero-1.webp'
import hero1Small from '../../assets/hero-1-800.webp'
import hero2 from '../../assets/hero-2.webp'
import hero2Small from '../../assets/hero-2-800.webp'
import hero3 from '../../assets/hero-3.webp'
import hero3Small from '../../assets/hero-3-800.webp'
import hero4 from '../../assets/hero-4.webp'
import hero4Small from '../../assets/hero-4-800.webp'

export type HeroSlide = {
  headline: string
  text: string
  cta: string
  alt: string
  /** 1600x640 */
  image: string
  /** 800x480 crop for phones */
  imageSmall: string
}

export const heroSlides: HeroSlide[] = [
  {
    headline: 'Used cars you can trust',
    text: 'Every listing shows its condition, mileage and price up front. No surprises when you arrive.',
    cta: 'Browse cars',
    alt: 'A red sports car on an open road at sunset',
    image: hero1,
    imageSmall: hero1Small,
  },
  {
    headline: 'Find the right body type',
    text: 'SUVs, sedans, hatchbacks and more, sorted so you can compare like with like.',
    cta: 'Explore categories',
    alt: 'A white SUV, a black sedan and a blue coupe in a bright showroom',
    image: hero2,
    imageSmall: hero2Small,
  },
  {
    headline: 'Inspected and honestly described',
    text: 'Sellers answer for what they list, and our checklist tells you what to look at yourself.',
    cta: 'See what is for sale',
    alt: 'A yellow hatchback on a city street at night',
    image: hero3,
    imageSmall: hero3Small,
  },
  {
    headline: 'Book a test drive in minutes',
    text: 'Pick a car, choose where to meet and pay securely online once you are sure.',
    cta: 'Start browsing',
    alt: 'An orange SUV on a road through the mountains',
    image: hero4,
    imageSmall: hero4Small,
  },
]
