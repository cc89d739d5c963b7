import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import sharp from 'sharp'
import { svgDoc } from './svg'

/** One raster image to produce: the drawing, the part of it to show and the output size. */
export interface Job {
  file: string
  body: string
  viewBox: string
  width: number
  height: number
  /** Also an AVIF copy beside the WebP (same name, .avif), kept where it is smaller. */
  avif?: boolean
}

/** Rasterise a drawing at the requested size (not by downscaling) and save it as WebP. */
export async function renderWebp(job: Job): Promise<void> {
  const svg = svgDoc(job.width, job.height, job.body, job.viewBox)
  await mkdir(dirname(job.file), { recursive: true })
  const raster = sharp(Buffer.from(svg)).resize(job.width, job.height)
  const webp = await raster.clone().webp({ quality: 78, effort: 5 }).toBuffer()
  await writeFile(job.file, webp)
  if (!job.avif) return
  const avifFile = job.file.replace(/\.webp$/, '.avif')
  const avif = await raster.clone().avif({ quality: 50, effort: 4 }).toBuffer()
  if (avif.length < webp.length) await writeFile(avifFile, avif)
  else await rm(avifFile, { force: true })
}

export async function writeText(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${text}\n`)
}

/** Run jobs a few at a time: sharp already uses several threads per image. */
export async function runAll(jobs: readonly Job[], parallel = 4): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]
      if (job) await renderWebp(job)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}
