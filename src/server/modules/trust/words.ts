// What a text says that takes a deal off the site: a phone number or e-mail address, and the
// payment methods scammers ask for. Plain functions on plain text, no imports: the message rule
// (`scam-rules.ts`) and the listing checks read a message or a description with them.
//
// People who want to slip past a filter write "five five five, one two three...", "5 5 5 1 2 3",
// "jo at gmail dot com", "g i f t card", "zel le" or "w-e-s-t-e-r-n union"; people who are not
// write "2019 model with 45,000 miles", "$12,500", "60601" and VINs. Both are read here.

const digitWords: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
}
const digitWord = `(?:${Object.keys(digitWords).join('|')}|double|triple)(?![a-z])`
// One piece of a number: digits not glued to letters (a VIN's "82633A" is no phone), or a digit
// written as a word. Between pieces: spaces, brackets, dots, dashes, slashes, commas.
const piece = `(?:\\d+(?![\\da-z])|${digitWord})`
const numberRun = new RegExp(`(?<![\\w$#.,])\\+?\\(?${piece}(?:[\\s().\\-–/,]{0,3}${piece})*`, 'gi')

// How a run of digits written only as digits may be grouped to be a phone number: the US ways
// (555 123 4567, 5551234567, 555 1234567) with or without the country's 1, and 555 123 45 67;
// not the ways of prices, years and mileages ("11500-12500", "2019 123456").
const phoneGroupings = new Set(['10', '3 3 4', '3 7', '6 4', '3 3 2 2', '11', '1 3 3 4', '1 10'])

/** Whether some number pieces, all digits, are grouped as a phone number is. */
function digitsArePhone(written: string, groups: string[]): boolean {
  const digits = groups.join('')
  if (digits.length < 7 || digits.length > 13) return false
  // An international number: "+44 7700 900123".
  if (written.startsWith('+')) return digits.length >= 9
  // Single digits with spaces: "5 5 5 1 2 3 4 5 6 7".
  if (groups.every((g) => g.length === 1)) return true
  if (digits.length === 11 && !digits.startsWith('1')) return false
  const grouping = groups.map((g) => g.length).join(' ')
  if (phoneGroupings.has(grouping)) return true
  // A local number without its area code, "555-1234", only with a dash or dot between.
  return grouping === '3 4' && /^\d{3}\s?[-.–]\s?\d{4}$/.test(written)
}

/** The phone numbers in a run of number pieces, as written; none when it holds figures. */
function phonesIn(run: string): string[] {
  const pieces = [...run.matchAll(new RegExp(piece, 'gi'))]
  const words = pieces.filter((p) => /[a-z]/i.test(p[0]))
  if (words.length > 0) {
    // Written out in words ("five five five one two three four"): only a number someone reads
    // out is written like that, so three words and seven digits are enough.
    let digits = ''
    let repeat = 1
    for (const m of pieces) {
      const p = m[0].toLowerCase()
      if (p === 'double' || p === 'triple') {
        repeat = p === 'double' ? 2 : 3
        continue
      }
      digits += (digitWords[p] ?? p).repeat(repeat)
      repeat = 1
    }
    return words.length >= 3 && digits.length >= 7 && digits.length <= 13 ? [run] : []
  }
  // Only digits: from the left, the longest stretch of pieces grouped as a phone number is
  // ("Txt 8155550190 4 pics"), with its "+" or "(" in front. A phone has at most 13 digits, so
  // a stretch is short and a long run of figures is read in one pass.
  const found: string[] = []
  let first = 0
  while (first < pieces.length) {
    let digits = 0
    let end = first
    while (end < pieces.length && digits + pieces[end]![0].length <= 13) {
      digits += pieces[end]![0].length
      end += 1
    }
    const phone = longestPhone(run, pieces, first, end)
    if (phone) {
      found.push(phone.written)
      first = phone.end
    } else first += 1
  }
  return found
}

/** The longest stretch of `pieces[first..]`, ending before `end`, grouped as a phone number. */
function longestPhone(run: string, pieces: RegExpExecArray[], first: number, end: number) {
  for (let last = end; last > first; last--) {
    const stretch = pieces.slice(first, last)
    const final = stretch.at(-1)!
    const from = first === 0 ? 0 : stretch[0]!.index
    const written = run.slice(from, final.index + final[0].length)
    const groups = stretch.map((p) => p[0])
    if (digitsArePhone(written.replace(/^\(/, ''), groups)) return { written, end: last }
  }
  return null
}

const phoneNumbers = (text: string): string[] =>
  [...text.matchAll(numberRun)].flatMap((m) => phonesIn(m[0].replace(/[\s,.\-–/(]+$/, '').trim()))

// "@" or "at", bare or in brackets; "." or "dot" likewise. The words need spaces or brackets
// around them, so "cat" and "dotted" are not read as "c at" and "dot ted".
const at = `\\s*(?:[[({<]\\s*(?:at|@)\\s*[\\])}>]|@)\\s*|\\s+at\\s+`
const dot = `\\s*(?:[[({<]\\s*(?:dot|\\.)\\s*[\\])}>]|\\.)\\s*|\\s+dot\\s+`
const topLevel = 'com|net|org|edu|gov|io|co|us|me|info|biz|uk|ca|de|mail'
const mailbox = '[a-z0-9][a-z0-9._%+-]*'
const label = '[a-z0-9][a-z0-9-]*'
// The big free mail services, which people name without their ".com": "jo at gmail".
const mailServices = 'gmail|yahoo|hotmail|icloud|aol|protonmail|ymail|googlemail'
const plainAddress = new RegExp(`${mailbox}@${label}(?:\\.${label})*\\.[a-z]{2,}\\b`, 'gi')
const spelledAddress = new RegExp(
  `\\b${mailbox}(?:${at})${label}(?:(?:${dot})${label})*(?:${dot})(?:${topLevel})\\b` +
    `|\\b${mailbox}(?:${at})(?:${mailServices})\\b`,
  'gi',
)

const emailAddresses = (text: string): string[] => {
  const found = [...text.matchAll(plainAddress)].map((m) => m[0])
  for (const m of text.matchAll(spelledAddress)) {
    if (!found.some((f) => m[0].includes(f) || f.includes(m[0]))) found.push(m[0])
  }
  return found
}

/** The phone numbers and e-mail addresses in `text`, as written there. */
export function contactDetails(text: string): string[] {
  return [...phoneNumbers(text), ...emailAddresses(text)]
}

// A word written with gaps or look-alike digits between its letters: "g i f t", "zel-le",
// "w.e.s.t.e.r.n", "z3lle", "bitc0in".
const lookAlike: Record<string, string> = {
  a: 'a4@',
  e: 'e3',
  i: 'i1!|',
  l: 'l1|',
  o: 'o0',
  s: 's5$',
  t: 't7',
}
const gap = `[\\s.\\-_*'"]{0,2}`
const spaced = (word: string) =>
  [...word]
    .map((c) => (c === ' ' ? '\\s*-?\\s*' : lookAlike[c] ? `[${lookAlike[c]}]` : c))
    .join(gap)

// Each payment method and the ways it is written, as [its canonical name, pattern]. "Wire" is
// one only where it moves money ("wire the deposit", "bank wire"): cars have wires.
const paymentPatterns: [string, RegExp][] = [
  [
    'gift card',
    new RegExp(
      `\\b(?:${spaced('gift card')}|(?:itunes|google\\s*play|steam|vanilla|prepaid)\\s*cards?\\b)`,
      'i',
    ),
  ],
  [
    'wire',
    new RegExp(
      `\\b${spaced('wire')}\\s*(?:(?:transfers?|payments?|me|you|him|her|us|money|funds|deposit|(?:it|them)(?!\\s+(?:up|in|back))` +
        `|the\\s+(?:money|funds|deposit|payment|balance|amount|rest))\\b|\\$)` +
        `|\\b(?:bank|via)\\s+${spaced('wire')}\\b|\\b(?:pay|paid|payment|send|sent)\\s+(?:it\\s+|them\\s+|the\\s+\\w+\\s+)?(?:by|via|through)\\s+wire\\b` +
        `|\\bwir(?:ed|ing)\\s+(?:the\\s+)?(?:money|funds|deposit|payment|you|me)`,
      'i',
    ),
  ],
  ['western union', new RegExp(`\\b${spaced('western union')}\\b|\\bwestern\\s*u\\b`, 'i')],
  ['moneygram', new RegExp(`\\b${spaced('money gram')}\\b`, 'i')],
  ['zelle', new RegExp(`\\b${spaced('zelle')}\\b`, 'i')],
  ['venmo', new RegExp(`\\b${spaced('venmo')}\\b`, 'i')],
  ['cash app', new RegExp(`\\b${spaced('cash app')}\\b|\\$cashtag`, 'i')],
  ['paypal', new RegExp(`\\b${spaced('pay pal')}\\b`, 'i')],
  [
    'crypto',
    new RegExp(
      `\\b(?:${spaced('crypto')}\\w*|${spaced('bitcoin')}s?|btc|ethereum|usdt|tether|litecoin|dogecoin|coinbase)\\b`,
      'i',
    ),
  ],
  ['escrow', new RegExp(`\\b${spaced('escrow')}`, 'i')],
]

/** The off-site payment methods `text` names, as canonical lower-case words ("gift card"). */
export function paymentWords(text: string): string[] {
  return paymentPatterns.filter(([, pattern]) => pattern.test(text)).map(([name]) => name)
}
