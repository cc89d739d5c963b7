import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { Db } from '../../../src/server/db/client'
import { testApp, type TestAppOptions } from './app'
import { brokenInvariants } from './invariants'

/**
 * What a test file makes once, before its first test, and closes after its last: `make`'s
 * answer, whose fields are there from the file's first `beforeAll` on (later ones may use them).
 */
export function forTheFile<T extends { close(): Promise<unknown> }>(make: () => Promise<T>): T {
  const made = {} as T
  beforeAll(async () => {
    Object.assign(made, await make())
  })
  afterAll(() => made.close?.())
  return made
}

/** The test app (`testApp`) of a test file, made before its tests and closed after them. */
export const appForFile = (options?: TestAppOptions) => forTheFile(() => testApp(options))

/** A folder of its own in the system's temporary folder for a test file, removed after it. */
export const tempDirForFile = (prefix: string) =>
  forTheFile(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix))
    return { path: dir, close: () => rm(dir, { recursive: true, force: true }) }
  })

/**
 * After each test of the file, the data's invariants hold (`broken`: the check, by default
 * every invariant of invariants.ts).
 */
export function invariantsHoldAfterEach(
  t: { db: Db },
  broken: (db: Db) => Promise<object> = brokenInvariants,
) {
  afterEach(async () => {
    expect(await broken(t.db)).toEqual({})
  })
}
