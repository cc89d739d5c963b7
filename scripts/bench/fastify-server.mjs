// The framework's own limit for the API benchmark: a minimal Fastify server (no plugins, no
// hooks, no logging) answering each captured path with the same status, headers and body from
// memory. Usage: node fastify-server.mjs answers.json (prints the port it listens on).
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const answers = new Map(
  JSON.parse(readFileSync(process.argv[2], 'utf8')).map((a) => [
    a.path,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body) },
  ]),
)

const app = Fastify({ logger: false })
for (const pathname of new Set([...answers.keys()].map((p) => p.split('?')[0]))) {
  app.get(pathname, (req, reply) => {
    const a = answers.get(req.url)
    if (!a) return reply.code(404).send()
    return reply.code(a.status).headers(a.headers).send(a.body)
  })
}
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(String(app.server.address().port))
