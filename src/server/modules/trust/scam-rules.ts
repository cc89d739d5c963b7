import { contactDetails, paymentWords } from './words'

// The scam shield of messages (docs/api.md "Trust and safety"): a message that asks for money off
// the site, names an off-site payment method, or gives a phone number or e-mail address before a
// test drive is agreed reaches its recipient with a short safety note. The rule only reads the
// text; the messages module decides what follows (storing the note, slowing a new account).
// Measured on the labelled set in `tests/support/server/scam-messages.ts` (`npm run bench:scam`).

/** The notes a recipient sees; the app links them to the Safety page. */
export const scamWarnings = {
  money:
    'Careful: this message asks for payment outside Wheelanes. Pay only on Wheelanes, which holds your money until you have the car.',
  contact:
    'Careful: this message moves the talk off Wheelanes before a test drive is agreed. Keep talking here until you have met.',
} as const

// Asking for money off the site without naming a payment method: a deposit or fee paid ahead,
// bank details, paying "directly" or outside the site, the overpaid check whose difference goes
// back, a phone's wallet.
const moneyAsks: RegExp[] = [
  /\b(?:outside|off)\s+(?:of\s+)?(?:the\s+|this\s+)?(?:site|app|platform|wheelanes)\b/i,
  /\bskip\s+(?:the\s+|this\s+)?(?:site|app|platform|wheelanes)/i,
  /\b(?:can'?t|cannot|don'?t|do not|won'?t)\s+use\s+(?:the\s+|this\s+)?(?:site|app|wheelanes)/i,
  /\bpay\s+(?:me|him|her|them|us)\s+directly\b/i,
  /\bbank\s+(?:account|details|info|transfer)|\brouting\s+number|\baccount\s+number|\bwhat'?s\s+your\s+account\b/i,
  /\btransfer\s+(?:the\s+|your\s+)?(?:money|payment|funds|amount|deposit)\b/i,
  /\b(?:cashier'?s|certified)\s+check|\bmoney\s+order\b/i,
  /\b(?:refund|send|return)\s+(?:me\s+)?(?:the\s+)?(?:difference|extra|overpayment)\b/i,
  /\b(?:apple|google|samsung)\s+pay\b/i,
  /\bsend\s+(?:me\s+|him\s+|her\s+|them\s+)?(?:the\s+)?(?:money|payment|funds|half|\$\s?\d)/i,
  /\b(?:half|part)\s+now\b/i,
  // Paying someone else, or ahead: "pay the shipping company first", "$850 upfront".
  /\b(?:pay|send)\s+(?:the\s+|my\s+)?(?:shipping|delivery|transport|storage|shipper|agent)\b/i,
  /\$\s?\d[\d,]*\b.{0,40}\b(?:upfront|up\s+front|in\s+advance)\b/i,
]
// A deposit or a fee is asked for when the sentence also says to pay it, or to pay it first.
const deposit = /\b(?:deposit|fee)\b/i
const payAhead =
  /\b(?:send|pay|transfer|need|require|put\s+down|first|upfront|up\s+front|before|to\s+hold)\b/i

// A sentence that names a payment method to refuse it ("I never pay by Zelle"), warns of scams,
// or settles on paying on the site ("I'll pay through the site instead") asks for nothing, unless
// it also turns away from the site ("rather by Western Union than through the site").
const refusal =
  /\b(?:never|not|don'?t|dont|do\s+not|won'?t|will\s+not|wouldn'?t|no|instead\s+of|rather\s+than)\b/i
const aware = /\b(?:scams?|fraud|careful|warned|read\s+about)\b/i
const onSite =
  /\b(?:pay|paying|payment|paid|money)\b.{0,30}\b(?:through|on|via|with|here\s+on)\s+(?:the\s+|this\s+)?(?:site|wheelanes|app)\b|\bsite\s+holds\b|\bpay\s+here\b/i
const offSite =
  /\bthan\s+(?:through\s+|on\s+)?(?:the\s+|this\s+)?(?:site|app)\b|\bskip\b|\boutside\b/i

/** A sentence around its first refusal: before it, and the words it refuses (a bare "no" the
 * next few, "no gift cards"; the others more, "never pay with gift cards or Western Union"). */
function refusedPart(sentence: string): { before: string; after: string } | null {
  const m = refusal.exec(sentence)
  if (!m) return null
  const words = sentence
    .slice(m.index + m[0].length)
    .trim()
    .split(/\s+/)
  const after = words.slice(0, m[0].toLowerCase() === 'no' ? 3 : 8).join(' ')
  return { before: sentence.slice(0, m.index), after }
}

/** Whether one sentence asks for money off the site or names an off-site payment method. */
function asksMoneyOffSite(sentence: string): boolean {
  const named = paymentWords(sentence).length > 0
  const asked =
    moneyAsks.some((ask) => ask.test(sentence)) ||
    (deposit.test(sentence) && payAhead.test(sentence))
  if (!named && !asked) return false
  if (aware.test(sentence)) return false
  if (onSite.test(sentence) && !offSite.test(sentence)) return false
  // "I don't do Zelle or gift cards": the methods named only after a refusal are refused.
  const refused = refusedPart(sentence)
  if (refused && !asked && paymentWords(refused.before).length === 0) {
    return paymentWords(refused.after).length === 0
  }
  return true
}

const sentences = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/).filter(Boolean)

/** The safety note a message should carry for its recipient, or null when it needs none. */
export function scamWarning(message: { text: string; testDriveAgreed: boolean }): string | null {
  if (sentences(message.text).some(asksMoneyOffSite)) return scamWarnings.money
  if (!message.testDriveAgreed && contactDetails(message.text).length > 0) {
    return scamWarnings.contact
  }
  return null
}
