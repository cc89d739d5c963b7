/**
 * A stand-in for XMLHttpRequest in component tests (jsdom would try the network): each upload
 * reports half its bytes sent, then answers as `respond` says. By default it accepts the photo
 * and names it after the file, as POST /api/uploads would.
 */
export class FakeUploadRequest {
  static respond = (file: File): { status: number; body: unknown } => ({
    status: 201,
    body: { success: true, data: { url: `/media/${file.name.replace(/\W/g, '-')}/800.webp` } },
  })

  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  statusText = ''
  response: unknown = null
  responseType = ''
  private aborted = false

  open() {}
  setRequestHeader() {}

  abort() {
    this.aborted = true
    this.onabort?.()
  }

  send(body: FormData) {
    const file = body.get('image') as File
    setTimeout(() => {
      if (this.aborted) return
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent)
      const { status, body: answer } = FakeUploadRequest.respond(file)
      this.status = status
      this.response = answer
      this.onload?.()
    }, 0)
  }
}

export const photoFile = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array(64)], name, { type })
