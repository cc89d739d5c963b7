import { describe, expect, it } from 'vitest'
import { labelledMessages, measure } from '../../../../tests/support/server/scam-messages'
import { scamWarning } from './scam-rules'

describe('the scam shield on the labelled set', () => {
  const warns = (m: Parameters<typeof scamWarning>[0]) => scamWarning(m) !== null

  it('holds at least 300 messages of each kind of talk', () => {
    expect(labelledMessages.length).toBeGreaterThanOrEqual(300)
    const kinds = new Set(labelledMessages.map((m) => `${m.scam} ${m.testDriveAgreed}`))
    expect(kinds.size).toBe(4)
  })

  it('warns with precision of at least 90 % and recall of at least 85 % (issue 36)', () => {
    const all = measure(warns)
    expect(all.precision).toBeGreaterThanOrEqual(0.9)
    expect(all.recall).toBeGreaterThanOrEqual(0.85)
  })

  it('does as well on the part written after the rule', () => {
    const later = measure(
      warns,
      labelledMessages.filter((m) => m.writtenAfterRule),
    )
    expect(later.messages).toBeGreaterThanOrEqual(50)
    expect(later.precision).toBeGreaterThanOrEqual(0.9)
    expect(later.recall).toBeGreaterThanOrEqual(0.85)
  })
})
