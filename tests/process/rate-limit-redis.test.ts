import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Client, logIn, nextIp, signUp, uniqueEmail } from '../support/process/client'
import {
  freePort,
  REDIS_URL,
  removeDir,
  seededDataDir,
  startServer,
  type Server,
} from '../support/process/server'

/**
 * Two app processes with REDIS_URL count against one limit, so an attacker cannot multiply
 * the login and sign-up limits by the number of processes behind the load balancer. A third
 * process whose Redis is unreachable still limits, in its own memory (docs/decisions/0020-rate-limits-in-redis-graceful-shutdown-backups.md).
 */
describe('rate limits shared through Redis', () => {
  const servers: Server[] = []
  const dirs: string[] = []

  beforeAll(async () => {
    const deadPort = await freePort()
    const envs: Record<string, string>[] = [
      { REDIS_URL, SIGNUP_RATE_LIMIT: '4' },
      { REDIS_URL, SIGNUP_RATE_LIMIT: '4' },
      { REDIS_URL: `redis://127.0.0.1:${deadPort}` },
    ]
    await Promise.all(
      envs.map(async (env, i) => {
        const dir = await seededDataDir(inject('templateDataDir'), `ratelimit${i}`)
        dirs.push(dir)
        servers[i] = await startServer({ dataDir: dir, env })
      }),
    )
  })

  /** Why the shared processes' counts differ, if one counted in its own memory for a while. */
  const fellBack = () =>
    servers
      .slice(0, 2)
      .flatMap((s) => s.output().split('\n'))
      .filter((line) => line.includes('counting in this process'))
      .join('\n') || 'both processes counted in Redis throughout'

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await Promise.all(dirs.map(removeDir))
  })

  it('failed logins spread over two processes hit 429 at the shared limit of 10', async () => {
    const ip = nextIp()
    const email = uniqueEmail('victim')
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      // Alternate processes, as a round-robin load balancer would.
      const res = await logIn(new Client(servers[i % 2]!.url, ip), email, `wrong-guess-${i}`)
      statuses.push(res.status)
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Each process saw only 6 attempts: 429s prove the count is shared.
    expect(statuses, fellBack()).toEqual([...Array(10).fill(401), 429, 429])

    // The route's limit, and the failures per address and account and per account
    // (src/server/modules/accounts/login-limits.ts), all in Redis.
    const redis = new Redis(REDIS_URL)
    const keys = await redis.keys(`wheelanes:rate-limit:*${email}*`)
    await redis.quit()
    expect(keys).toHaveLength(3)
    expect(keys.filter((k) => k.includes(`login-account:attempts:${email}`))).toHaveLength(1)
  })

  it('failures at one account from many addresses, over two processes, meet one limit of 30', async () => {
    const email = uniqueEmail('targeted')
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      const res = await logIn(new Client(servers[i % 2]!.url, nextIp()), email, `guess-${i}`)
      statuses.push(res.status)
    }
    expect(statuses, fellBack()).toEqual([...Array(30).fill(401), 429, 429])
  })

  it('sign-ups from one address spread over two processes share SIGNUP_RATE_LIMIT', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await signUp(new Client(servers[i % 2]!.url, ip), uniqueEmail('signup'))
      statuses.push(res.status)
    }
    expect(statuses, fellBack()).toEqual([201, 201, 201, 201, 429, 429])
  })

  it('with Redis unreachable a process still limits logins, in its own memory, without 5xx', async () => {
    const ip = nextIp()
    const email = uniqueEmail('fallback')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await logIn(new Client(servers[2]!.url, ip), email, 'wrong')).status)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429])
    expect(servers[2]!.output()).toContain('Redis unavailable')
    // Shutting down with Redis unreachable is clean too.
    expect(await servers[2]!.stop()).toBe(0)
  })
})
