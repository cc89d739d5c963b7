import type { Socket } from 'node:net'
import { LogController, type FastifyServerOptions } from 'fastify'
import type { Config } from './config'
import { answerError } from './plugins/error-handler'
import { securityHeaders } from './plugins/security-headers'

/**
 * The Fastify server's own options, for main.ts and the tests alike: logging, the proxy in
 * front, and the errors Fastify answers before a request reaches a route (a malformed URL, an
 * over-long path parameter; headers too large for Node's parser), which get the app's error
 * shape and security headers too.
 */
export function serverOptions(
  config: Config,
  {
    logger,
    logStream,
  }: {
    /** `false` silences the log (tests). */
    logger?: false
    /** Where the log goes (default stdout); the log-secrets test reads it. */
    logStream?: { write(line: string): void }
  } = {},
): FastifyServerOptions {
  const headers = securityHeaders({ stripe: Boolean(config.stripe) })
  return {
    logger: logger ?? {
      level: config.logLevel,
      // Credentials in headers, wherever a plugin logs them (multipart logs busboy's at trace).
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'busboyOptions.headers.authorization',
        'busboyOptions.headers.cookie',
      ],
      ...(logStream ? { stream: logStream } : {}),
    },
    // Fastify's two lines per request cost about a third of the API's throughput; instead one
    // line per answer from plugins/request-log.ts (docs/decisions/0026-request-logging.md).
    logController: new LogController({ disableRequestLogging: true }),
    // Start-up (migrations, the job queue, first checks) takes about a second, but many times
    // that on a busy machine: Fastify's default 10 s stopped a test app on a loaded CI host. A
    // start-up that hangs still fails, after two minutes.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    frameworkErrors(err, req, reply) {
      reply.headers(headers)
      return answerError(err, req, reply)
    },
    clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
      if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return
      const [status, message] =
        err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request’s headers are too large']
          : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'The request took too long to arrive']
            : [400, 'The request could not be read']
      const body = JSON.stringify({ message })
      const head = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        connection: 'close',
      })
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n')
      socket.end(`HTTP/1.1 ${status} ${statusText[status]}\r\n${head}\r\n\r\n${body}`)
    },
  }
}

const statusText: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
}
