import { vinModelPatterns } from './vin-model-patterns'

// The model a VIN names, where vin-model-patterns.ts knows it. Apart from vin.ts: its table is
// loaded only once a valid VIN is typed, not with the add form.

type Rule = { model: string; years: [from: number, to: number][]; patterns: RegExp[] }

/** `WKL*[AB]` as a RegExp on positions 4-8: `*` any character, `[AB]` one of them. */
function patternRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.replaceAll('*', '.')}`)
}

function yearRange(span: string): [number, number] {
  const [from, to = from] = span.split('-').map(Number) as [number, number?]
  return [from, to]
}

let rules: Map<string, Rule[]> | undefined

// Built on first use: a Map from WMI to its rules.
function rulesByWmi(): Map<string, Rule[]> {
  if (rules) return rules
  rules = new Map()
  for (const line of vinModelPatterns.trim().split('\n')) {
    const [model = '', wmis = '', years = '', patterns = ''] = line.split('|')
    const rule: Rule = {
      model,
      years: years.split(',').map(yearRange),
      patterns: patterns.split(' ').map(patternRegExp),
    }
    for (const wmi of wmis.split(' ')) rules.set(wmi, [...(rules.get(wmi) ?? []), rule])
  }
  return rules
}

/**
 * The model of a valid, normalised VIN (as `decodeVin` gives it) of `modelYear`, or null when
 * the table does not say it or two of its models would fit (never a guess).
 */
export function vinModel(vin: string, modelYear: number | null): string | null {
  if (modelYear === null) return null
  const descriptor = vin.slice(3, 8)
  const models = new Set(
    (rulesByWmi().get(vin.slice(0, 3)) ?? [])
      .filter((r) => r.years.some(([from, to]) => modelYear >= from && modelYear <= to))
      .filter((r) => r.patterns.some((p) => p.test(descriptor)))
      .map((r) => r.model),
  )
  return models.size === 1 ? [...models][0]! : null
}
