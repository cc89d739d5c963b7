import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Options } from '../../../src/server/storage/s3'

/**
 * A local S3-compatible server (s3rver, tests only) on an ephemeral port, its objects in a
 * temporary folder, with one empty bucket. `options` configures s3.ts; `env` the app
 * (config.ts: STORAGE=s3).
 */
export async function startS3Server(bucket = 'wheelanes-photos') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'wheelanes-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver's fixed credentials (its README).
  const options: S3Options = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  return {
    endpoint,
    directory,
    options,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>
