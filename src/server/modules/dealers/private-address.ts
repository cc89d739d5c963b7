import net from 'node:net'

/**
 * Addresses a fetch on someone else's behalf must never reach: this host, the private networks
 * around it, cloud metadata (169.254.169.254), carrier-grade NAT, multicast and the reserved
 * ranges (RFC 6890), in IPv4 and IPv6.
 */
const v4 = new net.BlockList()
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  v4.addSubnet(prefix, bits, 'ipv4')
}

const v6 = new net.BlockList()
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  v6.addSubnet(prefix, bits, 'ipv6')
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail as two). */
function groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number]
    text =
      text.slice(0, -tail.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, rest] = text.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const middle = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16))
}

/** The IPv4 address an IPv6 one carries, where it is one of the forms that reach it. */
function embeddedV4(g: number[]): string | undefined {
  const quad = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0)
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible, deprecated), ::ffff:0:a.b.c.d (translated)
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return quad(g[6]!, g[7]!)
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return quad(g[6]!, g[7]!)
  // 64:ff9b::a.b.c.d and 64:ff9b:1::/48 (NAT64)
  if (g[0] === 0x64 && g[1] === 0xff9b) return quad(g[6]!, g[7]!)
  // 2002:AABB:CCDD::/48 (6to4)
  if (g[0] === 0x2002) return quad(g[1]!, g[2]!)
  return undefined
}

/** Whether `address` (an IP address, not a name) is one that must not be fetched from. */
export function privateAddress(address: string): boolean {
  const kind = net.isIP(address)
  if (kind === 4) return v4.check(address, 'ipv4')
  if (kind !== 6) return true
  const g = groups(address)
  if (g.length !== 8 || g.some((x) => Number.isNaN(x))) return true
  const inner = embeddedV4(g)
  if (inner !== undefined && inner !== '0.0.0.0' && v4.check(inner, 'ipv4')) return true
  return v6.check(address.split('%')[0]!, 'ipv6')
}
