// The practical limit of this machine for the API benchmark: a bare Node `http` server that
// answers each captured path with the same status, headers and body from memory, doing no
// work at all. Usage: node bare-server.mjs answers.json (prints the port it listens on).
import { readFileSync } from 'node:fs'
import http from 'node:http'

const answers = new Map(
  JSON.parse(readFileSync(process.argv[2], 'utf8')).map((a) => [
    a.path,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body) },
  ]),
)

const server = http.createServer((req, res) => {
  const a = answers.get(req.url)
  if (!a) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(a.status, { ...a.headers, 'content-length': a.body.length })
  res.end(a.body)
})
server.keepAliveTimeout = 72_000
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)))
