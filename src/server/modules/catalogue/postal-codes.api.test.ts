import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../../../tests/support/server/app'

// GET /api/postal-codes/{zip}: the Add a Car form's city from its ZIP code (decision 0116).
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

const get = (zip: string) => t.app.inject({ method: 'GET', url: `/api/postal-codes/${zip}` })

describe('GET /api/postal-codes/{zip}', () => {
  it('answers the town and state of a ZIP code we know, to anyone', async () => {
    const res = await get('78704')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ zip: '78704', city: 'Austin', state: 'TX' })
    expect((await get('60601')).json()).toMatchObject({ city: 'Chicago', state: 'IL' })
  })

  it('answers 404 for a ZIP code we do not know', async () => {
    const res = await get('00000')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('We don’t know this ZIP code: check it for a typo')
  })

  it('answers 400 for anything but five digits', async () => {
    for (const zip of ['7870', '787041', 'abcde', '78704-1234', '%20%20']) {
      const res = await get(zip)
      expect(res.statusCode, zip).toBe(400)
      expect(res.json().message, zip).toMatch(/ZIP code is five digits/)
    }
  })
})
