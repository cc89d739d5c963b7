import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The build's last step, run on a built client of its own.
let dir: string
const script = `export const x = ${JSON.stringify('a car, a price. '.repeat(500))}\n`

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-compress-'))
  await mkdir(path.join(dir, 'assets'))
  await mkdir(path.join(dir, '.vite'))
  await writeFile(path.join(dir, 'assets', 'shell-abc.js'), script)
  await writeFile(path.join(dir, 'assets', 'tiny-abc.js'), 'export {}\n')
  await writeFile(path.join(dir, 'assets', 'photo-abc.webp'), Buffer.alloc(4000, 7))
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ big: script }))
  await promisify(execFile)(process.execPath, ['scripts/compress-assets.mjs', dir])
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('compress-assets', () => {
  it('writes brotli and gzip copies of text files that decompress to the file', async () => {
    const file = path.join(dir, 'assets', 'shell-abc.js')
    const br = await readFile(`${file}.br`)
    expect(br.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script)
  })

  it('leaves photos, small files and the build manifest as they are', async () => {
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'photo-abc.webp',
      'shell-abc.js',
      'shell-abc.js.br',
      'shell-abc.js.gz',
      'tiny-abc.js',
    ])
    expect(await readdir(path.join(dir, '.vite'))).toEqual(['manifest.json'])
  })
})
