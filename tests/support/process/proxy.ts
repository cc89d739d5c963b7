import http from 'node:http'
import net from 'node:net'

/**
 * A small round-robin load balancer, like nginx's default upstream: each request goes to the
 * next backend; a backend that refuses the connection (the request was not sent) is skipped, as
 * nginx's `proxy_next_upstream error` does; any other failure is a 502. It appends the client's
 * address to X-Forwarded-For, which the apps trust (TRUST_PROXY=true).
 */
export async function startProxy(backends: string[]) {
  let next = 0
  const served = new Map<string, number>()
  const agent = new http.Agent({ keepAlive: true })

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    const first = next++
    req.on('end', () => forward(Buffer.concat(chunks), 0))

    function forward(body: Buffer, attempt: number) {
      const backend = backends[(first + attempt) % backends.length]!
      const xff = req.headers['x-forwarded-for']
      const headers = {
        ...req.headers,
        'x-forwarded-for': xff ? `${xff}, ${req.socket.remoteAddress}` : req.socket.remoteAddress,
      }
      const upstream = http.request(
        new URL(req.url!, backend),
        { method: req.method, headers, agent },
        (up) => {
          served.set(backend, (served.get(backend) ?? 0) + 1)
          res.writeHead(up.statusCode!, up.headers)
          up.pipe(res)
          up.on('error', () => res.destroy())
        },
      )
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED' && attempt < backends.length - 1) {
          return forward(body, attempt + 1)
        }
        if (res.headersSent) return res.destroy()
        res.writeHead(502, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: `Bad gateway: ${err.code}` }))
      })
      upstream.end(body)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many answers each backend gave. */
    served,
    close: async () => {
      agent.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
