// An ESLint rule for the code's boundaries (docs/style.md rule 7): bulletproof-react's
// `import/no-restricted-paths`, for this repository's relative and `#shared/` imports. Kept here
// because eslint-plugin-import-x needs a native resolver whose other platforms' packages the
// registry this project installs from does not have, so `npm ci` could not install it.
import path from 'node:path'

const withoutExtension = (p) => p.replace(/\.(tsx?|jsx?|mjs)$/, '')
const inside = (file, place) => file === place || file.startsWith(place + path.sep)
const list = (value) => [value ?? []].flat()

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one part of the code into another' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          alias: { type: 'object', additionalProperties: { type: 'string' } },
          zones: { type: 'array' },
        },
        required: ['basePath', 'zones'],
      },
    ],
  },
  create(context) {
    const { basePath, alias = {}, zones } = context.options[0]
    const at = (p) => withoutExtension(path.resolve(basePath, p))
    const file = withoutExtension(context.filename)
    const here = zones.filter((zone) => list(zone.target).some((t) => inside(file, at(t))))
    if (here.length === 0) return {}

    function resolve(source) {
      if (source.startsWith('.')) return withoutExtension(path.resolve(path.dirname(file), source))
      const prefix = Object.keys(alias).find((a) => source.startsWith(`${a}/`))
      return (
        prefix &&
        withoutExtension(path.resolve(basePath, alias[prefix], source.slice(prefix.length + 1)))
      )
    }
    function check(node) {
      const source = node.source?.value
      if (typeof source !== 'string') return
      const imported = resolve(source)
      if (!imported) return
      for (const zone of here) {
        const from = list(zone.from).find((f) => inside(imported, at(f)))
        if (!from) continue
        const excepted = list(zone.except).some((e) => inside(imported, at(path.join(from, e))))
        if (excepted) continue
        context.report({
          node: node.source,
          message: `Unexpected path "${source}" imported in restricted zone. ${zone.message}`,
        })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
