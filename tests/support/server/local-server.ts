import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An HTTP server on 127.0.0.1, on a port of its own, answering with `handler`: a dealer's feed
 * or photo host, which the app reaches with IMPORT_ALLOW_PRIVATE_URLS. `url` is its origin.
 */
export async function localServer(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
