// `npm run dev`: the API server (reloading on change) and Vite's dev server side by side.
import { spawn } from 'node:child_process'

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit' })
const children = [run('npx', ['tsx', 'watch', 'src/server/main.ts']), run('npx', ['vite'])]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
