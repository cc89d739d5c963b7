import type { Readable } from 'node:stream'
import { SaxesParser } from 'saxes'
import { Refusal } from '../../errors'
import type { StockRow } from './import-row'

/**
 * A dealer's XML stock file, car by car as it streams in (saxes): every `<vehicle>` element,
 * wherever it stands, is one car whose child elements are the CSV's columns
 * (`<stock_number>`, `<make>`, ...). `photo_urls` is either URLs separated by `|` or one child
 * element per URL (`<photo_urls><url>...</url></photo_urls>`). saxes expands no entity a
 * document declares, so neither an external entity nor an entity bomb gets in. A file that is
 * not well-formed is refused as a whole with its line: a broken file imports nothing.
 */
export async function* readXml(input: Readable): AsyncGenerator<StockRow> {
  const parser = new SaxesParser({ position: true })
  const ready: StockRow[] = []
  let failure: Error | undefined
  let vehicle: { line: number; fields: Record<string, string> } | undefined
  /** The open elements inside the current vehicle, outermost first. */
  let path: string[] = []
  let text = ''

  parser.on('error', (err) => {
    failure ??= err
  })
  parser.on('opentag', (tag) => {
    const name = tag.name.toLowerCase()
    if (!vehicle) {
      if (name === 'vehicle') {
        vehicle = { line: parser.line, fields: {} }
        path = []
      }
      return
    }
    path.push(name)
    text = ''
  })
  parser.on('text', (t) => {
    if (vehicle && path.length > 0) text += t
  })
  parser.on('cdata', (t) => {
    if (vehicle && path.length > 0) text += t
  })
  parser.on('closetag', () => {
    if (!vehicle) return
    const name = path.pop()
    if (name === undefined) {
      ready.push(vehicle)
      vehicle = undefined
      return
    }
    const column = path[0] ?? name
    const value = text.trim()
    text = ''
    if (path.length === 0) {
      // A column's own text, unless its children gave it (photo_urls' <url>s) or it came before.
      vehicle.fields[column] ??= value
    } else if (path.length === 1 && value !== '') {
      // One child per value, as `<photo_urls><url>` is written: joined as the CSV joins them.
      vehicle.fields[column] = vehicle.fields[column] ? `${vehicle.fields[column]}|${value}` : value
    }
  })

  const refuse = (err: Error) =>
    new Refusal(
      400,
      `This XML file could not be read: ${err.message.replace(/^(?:undefined:)?(\d+):(\d+): /, 'line $1, column $2: ')}`,
    )

  input.setEncoding('utf8')
  for await (const chunk of input as AsyncIterable<string>) {
    parser.write(chunk)
    if (failure) throw refuse(failure)
    while (ready.length > 0) yield ready.shift()!
  }
  parser.close()
  if (failure) throw refuse(failure)
  while (ready.length > 0) yield ready.shift()!
}
