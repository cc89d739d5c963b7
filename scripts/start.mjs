// `npm start`: build when the sources are newer than the last build, then run the server.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const stamp = 'dist/.build-stamp'
const inputs = ['src', 'assets', 'index.html', 'vite.config.ts', 'package-lock.json']

function newest(p) {
  if (!existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))))
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
if (Math.max(...inputs.map(newest)) > built || !existsSync('dist/server/main.js')) {
  console.log('Building the app (first start or changed sources)...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeFileSync(stamp, new Date().toISOString())
}

await import(path.resolve('dist/server/main.js'))
