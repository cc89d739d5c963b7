// Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of the built
// client, once per build. @fastify/static sends the copy the browser accepts (`preCompressed`
// in plugins/web-app.ts); compressing on every answer would cost the server CPU each time and,
// at @fastify/compress's fast settings, about 15% more bytes (the shell: 117 kB against 100 kB).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const dir = process.argv[2] ?? 'dist/client'
// Photos and fonts are compressed already; files below @fastify/compress's threshold go as they are.
const text = /\.(js|css|html|svg|json|txt|xml)$/
const THRESHOLD = 1024

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((f) => f.isFile() && text.test(f.name))
  .map((f) => path.join(f.parentPath, f.name))
  .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`))

let count = 0
let before = 0
let after = 0
await Promise.all(
  files.map(async (file) => {
    const body = await readFile(file)
    if (body.length < THRESHOLD) return
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ])
    count += 1
    before += body.length
    after += br.length
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)])
  }),
)
console.log(
  `compressed ${count} files in ${dir}: ${Math.round(before / 1000)} kB, ${Math.round(after / 1000)} kB as brotli`,
)
