import { describe, expect, it } from 'vitest'
import { testDrivesForFile } from '../../../tests/support/server/test-drives'
import { mendText } from './well-formed-text'

const td = testDrivesForFile()
const { t, send, get, requested, consistent } = td

describe('text that is not well-formed Unicode', () => {
  it('is mended, every string of a body and its keys, and nothing else', () => {
    expect(
      mendText({ reason: 'Sold \ud800 privately', list: ['\udc00a', '😀'], '\ud83d': 3, n: null }),
    ).toEqual({ reason: 'Sold \ufffd privately', list: ['\ufffda', '😀'], '\ufffd': 3, n: null })
    expect(mendText('\ud800')).toBe('\ufffd')
    const file = Buffer.from('raw')
    expect(mendText(file)).toBe(file)
    // Arrays nested deeper than a call stack goes, as JSON.parse reads them.
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\ud800"${']'.repeat(100_000)}`) as unknown
    let inner = mendText(deep)
    while (Array.isArray(inner)) inner = inner[0]
    expect(inner).toBe('\ufffd')
  })

  it('in a decline reason is kept with U+FFFD in its place, not answered with a 500', async () => {
    const id = await requested()
    const declined = await send(t.seller, `/api/bookings/${id}/decline`, {
      reason: 'Sold \ud800 privately',
    })
    expect(declined.statusCode, declined.body).toBe(200)
    const { status, history } = await get(id)
    expect(status).toBe('declined')
    expect(history.at(-1)).toMatchObject({ status: 'declined', note: 'Sold \ufffd privately' })
    expect(await consistent()).toEqual({})
  })
})
