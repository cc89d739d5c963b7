import { describe, expect, it } from 'vitest'
import { appForFile } from '../../../tests/support/server/file-app'

const t = appForFile()

describe('the one error shape', () => {
  it('refuses a NUL character anywhere in the input, naming where', async () => {
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/cars?q=a%00b' })
    expect(inQuery.statusCode).toBe(400)
    expect(inQuery.json()).toEqual({
      message: 'Text must not contain NUL characters',
      issues: [{ path: 'querystring.q', message: 'Text must not contain NUL characters' }],
    })

    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a@example.com', extra: { 'k\u0000': 1 } },
    })
    expect(inBody.statusCode).toBe(400)
    expect(inBody.json().issues).toEqual([
      { path: 'body.extra.k\u0000', message: 'Text must not contain NUL characters' },
    ])
  })

  it('answers a body nested thousands deep as bad input, not a server error', async () => {
    const deep = `${'{"a":'.repeat(5000)}"x\u0000"${'}'.repeat(5000)}`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    })
    expect(res.statusCode).toBe(400)
    expect(typeof res.json().message).toBe('string')
  })
})
