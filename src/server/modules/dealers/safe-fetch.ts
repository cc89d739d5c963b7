import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { privateAddress } from './private-address'

export interface SafeFetchOptions {
  /** IMPORT_ALLOW_PRIVATE_URLS: let addresses on private networks and loopback through. */
  allowPrivate: boolean
  /** The most bytes of body accepted; a larger file is refused, not truncated. */
  maxBytes: number
  /** The whole fetch, redirects included, must finish within this. */
  timeoutMs: number
  /** What the `Accept` header asks for. */
  accept?: string
  /**
   * Addresses let through although private: only tests, which serve from 127.0.0.1 and must
   * still see every other private address refused.
   */
  allowAddress?: (address: string) => boolean
}

export interface Fetched {
  body: Buffer
  contentType: string | undefined
  /** The URL the body came from, after redirects. */
  url: string
}

/**
 * Why a fetch gave nothing. `retry` says whether trying again later may help (a timeout, a
 * server error, a dropped connection) or not (a private address, a file too large, a 404).
 */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message)
    this.name = 'FetchRefused'
  }
}

const MAX_REDIRECTS = 3
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * GETs a URL that someone else named (a dealer's photo or feed): http(s) only; never an address
 * on a private network, loopback, link-local, CGNAT or multicast, IPv6 ones and IPv4 written as
 * IPv6 included (private-address.ts). A name is resolved once, every address it resolves to is
 * checked, and the connection goes to the checked address (the `lookup` below), so a DNS answer
 * that changes between check and connect (rebinding) cannot reach inside. Redirects are
 * followed by hand, each hop checked again, at most 3. The body is refused past `maxBytes`, and
 * the whole fetch past `timeoutMs`.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<Fetched> {
  const deadline = AbortSignal.timeout(options.timeoutMs)
  let current = url
  for (let hop = 0; ; hop++) {
    const target = checkedUrl(current, options)
    const answer = await get(target, options, deadline)
    if (!REDIRECTS.has(answer.status)) {
      if (answer.status < 200 || answer.status > 299) {
        answer.discard()
        throw new FetchRefused(
          `The server answered ${answer.status}`,
          answer.status >= 500 || answer.status === 429 || answer.status === 408,
        )
      }
      return { body: await answer.read(), contentType: answer.contentType, url: target.href }
    }
    answer.discard()
    if (!answer.location) throw new FetchRefused('A redirect without a Location', false)
    if (hop >= MAX_REDIRECTS) throw new FetchRefused(`More than ${MAX_REDIRECTS} redirects`, false)
    current = new URL(answer.location, target).href
  }
}

/** The URL parsed and its scheme and literal address checked (names are checked on lookup). */
function checkedUrl(raw: string, options: SafeFetchOptions): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new FetchRefused('Not a URL', false)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefused(`Only http and https URLs can be fetched, not ${url.protocol}`, false)
  }
  // The URL parser writes 127.1, 0x7f.0.0.1 and 2130706433 as 127.0.0.1 already.
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (net.isIP(host)) refuseIfPrivate(host, options)
  return url
}

function refuseIfPrivate(address: string, options: SafeFetchOptions) {
  if (options.allowPrivate || options.allowAddress?.(address)) return
  if (privateAddress(address)) {
    throw new FetchRefused(
      `${address} is on a private network; set IMPORT_ALLOW_PRIVATE_URLS=true to fetch from it`,
      false,
    )
  }
}

type Lookup = NonNullable<http.RequestOptions['lookup']>

/**
 * Resolves a name as the connection needs it, refusing it if any address is private: the
 * socket connects to what this returns, never to a second answer of the DNS.
 */
function checkedLookup(options: SafeFetchOptions): Lookup {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4)
      try {
        for (const a of addresses) refuseIfPrivate(a.address, options)
      } catch (refusal) {
        return callback(refusal as Error, '', 4)
      }
      const first = addresses[0]
      if (!first) return callback(new Error(`${hostname} has no address`), '', 4)
      if (lookupOptions.all) {
        ;(callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses)
      } else callback(null, first.address, first.family)
    })
  }
}

interface Answer {
  status: number
  location: string | undefined
  contentType: string | undefined
  read(): Promise<Buffer>
  discard(): void
}

function get(url: URL, options: SafeFetchOptions, deadline: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Answer>((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: checkedLookup(options),
        signal: deadline,
        headers: { accept: options.accept ?? '*/*', 'user-agent': 'Wheelanes-fetcher/1' },
        // Our own agentless sockets: a pooled one might have been opened under other rules.
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0
        resolve({
          status,
          location: res.headers.location,
          contentType: res.headers['content-type'],
          discard: () => res.destroy(),
          read: () => readBody(res, options, deadline),
        })
      },
    )
    req.on('error', (err) => reject(refusalOf(err, options)))
  }).catch((err: unknown) => {
    throw refusalOf(err, options)
  })
}

function readBody(
  res: http.IncomingMessage,
  options: SafeFetchOptions,
  deadline: AbortSignal,
): Promise<Buffer> {
  const { maxBytes } = options
  const tooLarge = () =>
    new FetchRefused(`The file is larger than ${Math.round(maxBytes / 1e6)} MB`, false)
  const declared = Number(res.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy()
    return Promise.reject(tooLarge())
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    res.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        res.destroy()
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    res.on('end', () => resolve(Buffer.concat(chunks)))
    res.on('error', reject)
    res.on('close', () => {
      if (res.complete) return
      reject(
        deadline.aborted
          ? refusalOf(deadline.reason, options)
          : new FetchRefused('The connection closed before the end', true),
      )
    })
  }).catch((err: unknown) => {
    if (err instanceof FetchRefused) throw err
    throw deadline.aborted
      ? refusalOf(deadline.reason, options)
      : new FetchRefused(describe(err), true)
  })
}

function refusalOf(err: unknown, options: SafeFetchOptions): FetchRefused {
  if (err instanceof FetchRefused) return err
  const e = err as { name?: string; code?: string }
  if (e.name === 'AbortError' || e.name === 'TimeoutError' || e.code === 'ABORT_ERR') {
    return new FetchRefused(`No answer within ${options.timeoutMs / 1000} s`, true)
  }
  if (e.code === 'ENOTFOUND') return new FetchRefused('No such host', true)
  return new FetchRefused(describe(err), true)
}

const describe = (err: unknown) =>
  `Could not fetch it (${err instanceof Error ? err.message : String(err)})`
