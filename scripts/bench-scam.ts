// `npm run bench:scam`: measures the scam shield of messages (modules/trust `scamWarning`) on
// the labelled set of `scam-messages.ts`: its precision and recall, on the whole set and on the
// part written after the rule, and every message it got wrong. Targets (issue 36): precision at
// least 90 %, recall at least 85 %.
import {
  labelledMessages,
  measure,
  type LabelledMessage,
} from '../tests/support/server/scam-messages'
import { scamWarning } from '../src/server/modules/trust/scam-rules'

const warns = (m: LabelledMessage) => scamWarning(m) !== null
const percent = (x: number) => `${(x * 100).toFixed(1)} %`
const show = (m: LabelledMessage) =>
  `  ${m.testDriveAgreed ? '[test drive agreed] ' : ''}${JSON.stringify(m.text)}`

const started = performance.now()
const all = measure(warns)
const ms = performance.now() - started
const later = measure(
  warns,
  labelledMessages.filter((m) => m.writtenAfterRule),
)
for (const [name, r] of [
  ['The whole set', all],
  ['Its part written after the rule', later],
] as const) {
  console.log(`${name}: ${r.messages} messages, ${r.scams} that should warn`)
  console.log(`  precision ${percent(r.precision)} (target ≥ 90 %)`)
  console.log(`  recall    ${percent(r.recall)} (target ≥ 85 %)`)
}
console.log(`${ms.toFixed(0)} ms for the whole set`)
console.log(`\nWarned, but honest (${all.wronglyWarned.length}):`)
for (const m of all.wronglyWarned) console.log(show(m))
console.log(`\nMissed (${all.missed.length}):`)
for (const m of all.missed) console.log(show(m))
