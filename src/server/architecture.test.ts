import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// docs/architecture.md's tables, checked against the code: the layers, the modules each module
// may call, the tables each owns and the writes outside their owner. The doc is what the code
// is held to, so a change to either without the other fails here. The source is read, not run.

const root = path.resolve(import.meta.dirname, '..', '..')
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/')
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')

/** The rows of the doc's table whose header starts with `header`: each cell's backticked names. */
function table(header: string): string[][][] {
  const lines = doc.split('\n')
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`))
  if (start < 0) throw new Error(`docs/architecture.md has no table headed "| ${header} |"`)
  const rows: string[][][] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    const cells = line.split('|').slice(1, -1)
    rows.push(cells.map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)))
  }
  return rows
}

// The app's source: tests (`*.test.ts`) are outside the map, as is their support (tests/support/).
const isTest = (file: string) => /\.test\.tsx?$/.test(file)
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(file)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(file)
      ? [file]
      : []
  })
}
const files = [...sources(path.join(root, 'src/server')), ...sources(path.join(root, 'src/shared'))]

function resolve(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else if (specifier.startsWith('#shared/'))
    base = path.join(root, 'src/shared', specifier.slice(8))
  else return undefined // a package
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (f) => existsSync(f) && statSync(f).isFile(),
  )
  return found ?? base
}

const schemaFile = path.join(root, 'src/server/db/schema.ts')
/** The schema's tables: the drizzle name of each, and its SQL name. */
const tables = new Map(
  [...readFileSync(schemaFile, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map(
    (m) => [m[1]!, m[2]!],
  ),
)
const sqlTables = new Set(tables.values())

interface Source {
  /** Every file it imports: `import`, `export ... from` and `import()`. */
  imports: Set<string>
  /** Only those that load at run time: `import type` and `export type` are erased. */
  runtime: Set<string>
  /** The SQL names of the tables it inserts into, updates or deletes from. */
  writes: Set<string>
  /**
   * Of each table it writes, the columns its updates set, where the code names them all (a
   * drizzle `set({...})` of plain keys, or SQL's `update t set a = ..., b = ...`); a table it
   * inserts into, deletes from or updates otherwise maps to null: whole rows.
   */
  columns: Map<string, Set<string> | null>
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The columns of a drizzle `set({...})`, or null unless every key is a plain name. */
function setColumns(node: ts.Node): Set<string> | null {
  const set = node.parent
  const call = set?.parent
  if (!set || !ts.isPropertyAccessExpression(set) || set.name.text !== 'set') return null
  if (!call || !ts.isCallExpression(call) || call.expression !== set) return null
  const object = call.arguments[0]
  if (!object || !ts.isObjectLiteralExpression(object)) return null
  const names = object.properties.map((p) =>
    (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
    (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))
      ? snakeCase(p.name.text)
      : null,
  )
  return names.every((n) => n !== null) ? new Set(names) : null
}

/** The columns of SQL's `update t set a = ..., b = ...`, up to its from, where or returning. */
function sqlSetColumns(rest: string): Set<string> | null {
  const clause = rest.match(/^\s*set\s+([\s\S]*?)(?:\b(?:from|where|returning)\b|$)/i)?.[1]
  if (!clause) return null
  return new Set([...clause.matchAll(/(?:^|,)\s*"?(\w+)"?\s*=/g)].map((m) => m[1]!))
}

// `import type` and `export type` are erased, so they cannot make a loop when the server loads;
// with verbatimModuleSyntax every other import stays, even `import { type X }`, so it counts.
// Both kinds count between modules and layers: a module handed another's service imports its
// type, and that is how it calls it.
function read(file: string): Source {
  const code = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const source: Source = {
    imports: new Set(),
    runtime: new Set(),
    writes: new Set(),
    columns: new Map(),
  }
  const local = new Map(file === schemaFile ? tables : []) // a name in this file → SQL table
  let schemaNamespace: string | undefined
  const use = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return undefined
    const imported = resolve(file, specifier.text)
    if (!imported) return undefined
    source.imports.add(imported)
    if (!typeOnly) source.runtime.add(imported)
    return imported
  }
  for (const statement of code.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (use(statement.moduleSpecifier, Boolean(clause?.isTypeOnly)) !== schemaFile) continue
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) schemaNamespace = bindings.name.text
      if (bindings && ts.isNamedImports(bindings)) {
        for (const name of bindings.elements) {
          const table = tables.get((name.propertyName ?? name.name).text)
          if (table) local.set(name.name.text, table)
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      use(statement.moduleSpecifier, statement.isTypeOnly)
    }
  }
  const tableOf = (node: ts.Expression | undefined) => {
    if (node && ts.isIdentifier(node)) return local.get(node.text)
    if (node && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      return node.expression.text === schemaNamespace ? tables.get(node.name.text) : undefined
    }
    return undefined
  }
  const write = (table: string | undefined, columns: Set<string> | null = null) => {
    if (!table) return
    source.writes.add(table)
    const before = source.columns.get(table)
    const known = before === undefined || before !== null
    source.columns.set(table, known && columns ? new Set([...(before ?? []), ...columns]) : null)
  }
  const writing = /\b(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      if (callee.kind === ts.SyntaxKind.ImportKeyword) use(node.arguments[0], false)
      // drizzle's tx.insert(table), tx.update(table), tx.delete(table)
      if (
        ts.isPropertyAccessExpression(callee) &&
        /^(insert|update|delete)$/.test(callee.name.text)
      )
        write(tableOf(node.arguments[0]), callee.name.text === 'update' ? setColumns(node) : null)
      if (ts.isIdentifier(callee) && callee.text === 'insertMany') write(tableOf(node.arguments[1]))
    }
    // SQL written out: sql`update cars set ...`, or sql`update ${cars} set ...`
    if (ts.isTaggedTemplateExpression(node)) {
      const template = node.template
      const spans = ts.isNoSubstitutionTemplateLiteral(template) ? [] : template.templateSpans
      const texts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...spans.map((span) => span.literal.text)]
      for (const text of texts) {
        for (const m of text.matchAll(writing)) {
          const [whole, verb, name] = m
          const rest = text.slice(m.index + whole.length)
          const columns = /^update$/i.test(verb!) ? sqlSetColumns(rest) : null
          if (sqlTables.has(name!)) write(name, columns)
        }
      }
      spans.forEach((span, i) => {
        if (/\b(?:insert\s+into|update|delete\s+from)\s*$/i.test(texts[i]!))
          write(tableOf(span.expression))
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(code)
  return source
}

const parsed = new Map(files.map((file) => [file, read(file)]))
const moduleOf = (file: string) => rel(file).match(/^src\/server\/modules\/([^/]+)\//)?.[1]
const modules = readdirSync(path.join(root, 'src/server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// The doc's tables. The layers are listed lowest first: a layer's number is its row.
const layers = table('Layer').map(([, paths = []], layer) => ({ layer, paths }))
const moduleRows = table('Module').map(([name = [], owns = [], mayCall = []]) => ({
  name: name[0] ?? '',
  owns,
  mayCall,
}))
const exceptions = table('File').map(([file = [], writes = []]) => ({
  file: file[0] ?? '',
  writes,
}))
/** The columns of another's table a module owns: `table.column` → the module. */
const columnOwners = new Map(
  table('Columns').flatMap(([columns = [], owner = []]) => columns.map((c) => [c, owner[0]!])),
)

/** Where a file sits: the doc's paths are files or folders (ending in `/`). */
const under = (file: string, place: string) =>
  place.endsWith('/') ? rel(file).startsWith(place) : rel(file) === place
const layerOf = (file: string) => layers.find(({ paths }) => paths.some((p) => under(file, p)))
/** The module or folder (as the doc names it, `db/`) a file writes for. */
const ownerOf = (file: string) =>
  moduleOf(file) ?? rel(file).match(/^src\/server\/([^/]+\/)/)?.[1] ?? rel(file)

describe('docs/architecture.md', () => {
  it('puts every file of src/server and src/shared in one layer', () => {
    expect(layers.length).toBeGreaterThan(0)
    const placed = files.map((file) => [
      rel(file),
      layers.filter(({ paths }) => paths.some((p) => under(file, p))).length,
    ])
    expect(
      placed.filter(([, n]) => n !== 1),
      'files in no layer, or in two',
    ).toEqual([])
  })

  it('names every file of src/shared in its section', () => {
    const section = doc.slice(
      doc.indexOf('## src/shared'),
      doc.indexOf('\n## ', doc.indexOf('## src/shared') + 1),
    )
    const named = new Set([...section.matchAll(/`([\w-]+\.ts)`/g)].map((m) => m[1]))
    const shared = files.filter((file) => rel(file).startsWith('src/shared/'))
    expect(
      shared.map((file) => path.basename(file)).filter((name) => !named.has(name)),
      'files not named',
    ).toEqual([])
  })

  it('has no file import a higher layer, nor the app import a test helper or the client', () => {
    const wrong: string[] = []
    for (const [file, { imports }] of parsed) {
      for (const imported of imports) {
        const from = rel(imported)
        if (from.startsWith('tests/') || from.startsWith('src/client/')) {
          wrong.push(`${rel(file)} imports ${from}`)
          continue
        }
        const here = layerOf(file)!.layer
        const there = layerOf(imported)?.layer
        if (there === undefined || there > here)
          wrong.push(`${rel(file)} (layer ${here}) imports ${from} (layer ${there ?? '?'})`)
      }
    }
    expect(wrong, 'imports against the layers').toEqual([])
  })

  it('names every module once, and each module imports exactly the modules it may call', () => {
    expect(
      moduleRows
        .filter((row) => !row.name.endsWith('/'))
        .map((row) => row.name)
        .sort(),
      "the table's modules",
    ).toEqual([...modules].sort())
    const folders = moduleRows.filter((row) => row.name.endsWith('/'))
    expect(
      folders.filter((row) => !existsSync(path.join(root, 'src/server', row.name))),
      'folders that own tables but are not in src/server',
    ).toEqual([])
    const calls = new Map(modules.map((m) => [m, new Set<string>()]))
    for (const [file, { imports }] of parsed) {
      const caller = moduleOf(file)
      for (const imported of imports) {
        const called = moduleOf(imported)
        if (caller && called && called !== caller) calls.get(caller)!.add(called)
      }
    }
    const said = Object.fromEntries(
      moduleRows
        .filter((row) => !row.name.endsWith('/'))
        .map((row) => [row.name, [...row.mayCall].sort()]),
    )
    const done = Object.fromEntries([...calls].map(([m, called]) => [m, [...called].sort()]))
    // A difference is an import the table does not allow, or a call the code no longer makes.
    expect(done, 'the modules each module imports (received) and may call (expected)').toEqual(said)
  })

  it('gives every table one owner, and only the owner writes it, but for the exceptions listed', () => {
    const owners = new Map<string, string[]>()
    for (const row of moduleRows) {
      for (const t of row.owns) owners.set(t, [...(owners.get(t) ?? []), row.name])
    }
    const unowned = [...sqlTables].filter((t) => owners.get(t)?.length !== 1)
    expect(unowned, 'tables without exactly one owner').toEqual([])
    expect(
      [...owners.keys()].filter((t) => !sqlTables.has(t)),
      'owned tables not in the schema',
    ).toEqual([])

    // A module that owns columns of another's table may update those, and nothing else of it.
    const ownsEvery = (file: string, t: string, columns: Set<string> | null | undefined) =>
      columns != null && [...columns].every((c) => columnOwners.get(`${t}.${c}`) === ownerOf(file))
    const outside = [...parsed].flatMap(([file, { writes, columns }]) =>
      [...writes]
        .filter((t) => owners.get(t)![0] !== ownerOf(file))
        .filter((t) => !ownsEvery(file, t, columns.get(t)))
        .map((t) => `${rel(file)} writes ${t}`),
    )
    const listed = exceptions.flatMap(({ file, writes }) =>
      writes.map((t) => `${file} writes ${t}`),
    )
    // A write missing from the list is a new crossing; one the code no longer makes is stale.
    expect(outside.sort(), 'writes outside the owner (received) and listed (expected)').toEqual(
      listed.sort(),
    )
  })

  it("lets only a column's owner set it, and only its owner's module own it", () => {
    expect(columnOwners.size).toBeGreaterThan(0)
    const inSchema = readFileSync(schemaFile, 'utf8')
    const unknown = [...columnOwners].filter(([name, owner]) => {
      const [t = '', c = ''] = name.split('.')
      return !sqlTables.has(t) || !inSchema.includes(`'${c}'`) || !modules.includes(owner)
    })
    expect(unknown, "owned columns not in the schema, or not a module's").toEqual([])
    const setElsewhere = [...parsed].flatMap(([file, { columns }]) =>
      [...columns].flatMap(([t, set]) =>
        [...(set ?? [])]
          .filter((c) => columnOwners.has(`${t}.${c}`))
          .filter((c) => columnOwners.get(`${t}.${c}`) !== ownerOf(file))
          .map((c) => `${rel(file)} sets ${t}.${c}`),
      ),
    )
    expect(setElsewhere, "owned columns set by another module (even the table's owner)").toEqual([])
  })

  it('finds no import loop among the files the server loads', () => {
    const loops: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const walk = (file: string, trail: string[]) => {
      state.set(file, 'open')
      for (const next of parsed.get(file)?.runtime ?? []) {
        if (state.get(next) === 'open') {
          loops.push([...trail.slice(trail.indexOf(next)), next].map(rel).join(' → '))
        } else if (!state.has(next) && parsed.has(next)) walk(next, [...trail, next])
      }
      state.set(file, 'done')
    }
    for (const file of parsed.keys()) if (!state.has(file)) walk(file, [file])
    expect(loops, 'import loops').toEqual([])
  })
})
