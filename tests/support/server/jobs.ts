import { expect } from 'vitest'
import type { Database } from '../../../src/server/db/client'
import { startJobs } from '../../../src/server/jobs/jobs'

/**
 * Sends the app's job `name` as its schedule would, for the app's own worker to run: this
 * client only declares the queue and sends, it works nothing. Stop it when done.
 */
export async function jobSender(database: Database, name: string) {
  const jobs = await startJobs(database, { error() {}, warn() {} }, { work: false })
  await jobs.handle(name, async () => {}) // declared here; the app works it
  return {
    send: () => jobs.send(name, {}),
    state: (id: string) => jobs.state(name, id),
    stop: () => jobs.stop(),
  }
}

/** Sends the app's job `name` once, and waits until `done` holds. */
export async function runJobOnce(database: Database, name: string, done: () => Promise<boolean>) {
  const jobs = await jobSender(database, name)
  await jobs.send()
  await expect.poll(done).toBe(true)
  await jobs.stop()
}
