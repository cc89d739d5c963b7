import type { Readable } from 'node:stream'
import { checkName, contentType, isSafeFile, isSafeKey, MEDIA_CACHE_CONTROL } from './storage'
import type { ImageStorage } from './storage'

export interface S3Options {
  /** An S3-compatible server's URL; absent, AWS S3 itself. */
  endpoint?: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: most S3-compatible servers. */
  forcePathStyle: boolean
}

const notFound = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404

/**
 * Objects `<key>/<file>` in one bucket that every app process shares, so processes on several
 * machines need no shared disk. The app still serves them at /media (media-routes.ts), streamed
 * from the bucket: the URLs and caching headers stay those of the local disk.
 */
export async function s3Storage(options: S3Options): Promise<ImageStorage> {
  // Loaded only with STORAGE=s3: the SDK costs a local-disk start about 80 ms and 25 MB.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3')
  const { bucket } = options
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails a photo's request (then the next one tries again)
    // rather than holding it open; three attempts in all (the SDK's default).
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  })

  // A missing bucket or wrong credentials stop start-up with a message that names the bucket.
  await client.send(new HeadBucketCommand({ Bucket: bucket })).catch((err: Error) => {
    client.destroy()
    const where = options.endpoint ? ` at ${options.endpoint}` : ''
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    throw new Error(
      `STORAGE=s3: the bucket "${bucket}"${where} cannot be used (${status ?? err.name}: ` +
        `${status === 404 ? 'no such bucket' : err.message})`,
    )
  })

  async function files(key: string): Promise<string[]> {
    checkName(key)
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${key}/`, MaxKeys: 100 }),
    )
    return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key.slice(key.length + 1)] : []))
  }

  async function write(key: string, file: string, data: Buffer) {
    checkName(key, file)
    // An object appears whole or not at all: no temporary name needed.
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${key}/${file}`,
        Body: data,
        ContentType: contentType(file),
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    )
  }

  const drop = (key: string, file: string) =>
    client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${key}/${file}` }))

  return {
    put: write,
    async putBeside(key, file, data) {
      // A bucket has no folders to vanish: the key is there while another file of it is. Checked
      // again after writing, so a removal that finished meanwhile does not leave this one behind
      // (remove() lists again until nothing is left, so one that had not finished takes it too).
      if ((await files(key)).length === 0) return false
      await write(key, file, data)
      if ((await files(key)).some((other) => other !== file)) return true
      await drop(key, file)
      return false
    },
    async has(key, file) {
      if (file === undefined) return (await files(key)).length > 0
      if (!isSafeKey(key) || !isSafeFile(file)) return false
      return client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${key}/${file}` })).then(
        () => true,
        (err: unknown) => {
          if (notFound(err)) return false
          throw err
        },
      )
    },
    async read(key, file) {
      if (!isSafeKey(key) || !isSafeFile(file)) return undefined
      try {
        const got = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `${key}/${file}` }),
        )
        return {
          body: got.Body as Readable,
          size: got.ContentLength ?? 0,
          etag: got.ETag ?? '',
          lastModified: got.LastModified ?? new Date(0),
        }
      } catch (err) {
        if (notFound(err)) return undefined
        throw err
      }
    },
    async remove(key) {
      for (let round = 0; round < 5; round++) {
        const left = await files(key)
        if (left.length === 0) return
        await Promise.all(left.map((file) => drop(key, file)))
      }
    },
    async ping() {
      // Within 2 s: a bucket that does not answer is down, whatever the SDK would retry.
      await client.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(2000),
      })
    },
    close() {
      client.destroy()
    },
  }
}
