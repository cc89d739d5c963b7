/**
 * Draws every demo image the app ships with: car photos and category tiles for the seeded
 * catalogue (assets/demo) and the banners, blog art, avatars and icons of the client
 * (src/client/assets). Everything is vector art rasterised by sharp, so the output is the same
 * on every run and nothing is fetched. Run with `npm run demo-images` (optionally followed by
 * a word that every output path to redraw must contain, e.g. `-- hero`).
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { IMAGE_WIDTHS } from '../src/shared/images'
import { AVATARS, AVATAR_SIZE } from './demo-images/avatars'
import { BLOG_CROP, BLOG_H, BLOG_POSTS, BLOG_W } from './demo-images/blog'
import { BODY_TYPES } from './demo-images/car-bodies'
import { PHOTO_H, PHOTO_W, categoryTile, rearPhoto, sidePhoto } from './demo-images/car-photos'
import { HEROES, HERO_CROP, HERO_H, HERO_W } from './demo-images/heroes'
import { faviconSvg, logoSvg, notFoundSvg } from './demo-images/icons'
import { DARK_RIMS, PAINTS, PAINT_NAMES } from './demo-images/palette'
import { runAll, writeText, type Job } from './demo-images/render'

const root = fileURLToPath(new URL('..', import.meta.url))
const demoDir = join(root, 'assets', 'demo')
const clientDir = join(root, 'src', 'client', 'assets')
const photoBox = `0 0 ${PHOTO_W} ${PHOTO_H}`

/** One drawing in the three catalogue widths, as `<folder>/<width>.webp` (and `.avif`). */
const photoJobs = (folder: string, body: string): Job[] =>
  IMAGE_WIDTHS.map((width) => ({
    file: join(demoDir, folder, `${width}.webp`),
    body,
    viewBox: photoBox,
    width,
    height: (width * PHOTO_H) / PHOTO_W,
    avif: true,
  }))

function catalogueJobs(): Job[] {
  const jobs: Job[] = []
  for (const type of BODY_TYPES) {
    jobs.push(...photoJobs(`category-${type}`, categoryTile(type)))
    for (const color of PAINT_NAMES) {
      const paint = PAINTS[color]
      const rim = DARK_RIMS.has(color) ? 'dark' : 'silver'
      jobs.push(...photoJobs(`car-${type}-${color}`, sidePhoto(type, paint, rim, 'c')))
      jobs.push(...photoJobs(`car-${type}-${color}-rear`, rearPhoto(type, paint, 'c')))
    }
  }
  return jobs
}

function clientJobs(): Job[] {
  const file = (name: string) => join(clientDir, name)
  const full = `0 0 ${HERO_W} ${HERO_H}`
  const heroes = HEROES.flatMap((draw, i) => {
    const body = draw()
    return [
      { file: file(`hero-${i + 1}.webp`), body, viewBox: full, width: HERO_W, height: HERO_H },
      { file: file(`hero-${i + 1}-800.webp`), body, viewBox: HERO_CROP, width: 800, height: 480 },
    ]
  })
  const blog = BLOG_POSTS.flatMap((draw, i) => {
    const body = draw()
    const cover = `0 0 ${BLOG_W} ${BLOG_H}`
    return [
      { file: file(`blog-${i + 1}.webp`), body, viewBox: BLOG_CROP, width: 800, height: 450 },
      { file: file(`blog-${i + 1}-cover.webp`), body, viewBox: cover, width: 1600, height: 600 },
    ]
  })
  const avatars = AVATARS.map((draw, i) => ({
    file: file(`avatar-${i + 1}.webp`),
    body: draw(),
    viewBox: `0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}`,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
  }))
  return [...heroes, ...blog, ...avatars]
}

const only = process.argv[2] ?? ''
const jobs = [...catalogueJobs(), ...clientJobs()].filter((j) => j.file.includes(only))
await runAll(jobs)
const icons: [string, string][] = [
  ['logo.svg', logoSvg()],
  ['favicon.svg', faviconSvg()],
  ['not-found.svg', notFoundSvg()],
]
for (const [name, svg] of icons) {
  if (name.includes(only)) await writeText(join(clientDir, name), svg)
}
console.log(`demo-images: wrote ${jobs.length} images under assets/demo and src/client/assets`)
