import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own ESLint configuration refuses an import across each boundary.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..', '..') })

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file })
  return result!.messages.filter((m) => m.ruleId === 'house/boundaries').map((m) => m.message)
}

describe('the code boundaries as lint rules', () => {
  it.each([
    ['src/shared/x.ts', "import { app } from '../server/app'"],
    ['src/shared/x.ts', "import { x } from '../client/config'"],
    ['src/client/x.ts', "import { app } from '../server/app'"],
    ['src/client/features/bookings/api/x.ts', "import { x } from '../../search/search-loader'"],
    [
      'src/client/features/search/x.ts',
      "export const x = () => import('../wishlist/wishlist-page')",
    ],
    ['src/client/components/x.ts', "import { x } from '../features/search/search-loader'"],
    ['src/client/lib/x.ts', "import { x } from '#shared/../client/features/home/home-page'"],
    ['src/client/features/home/x.ts', "import { routes } from '../../routes'"],
  ])('%s may not say %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {}\n`)).toEqual([
      expect.stringMatching(/^Unexpected path ".*" imported in restricted zone\. /),
    ])
  })

  it.each([
    ['src/client/features/search/x.ts', "import { x } from './search-loader'"],
    ['src/client/features/search/api/x.ts', "import { x } from '../search-loader'"],
    ['src/client/features/search/x.ts', "import { paths } from '#shared/paths'"],
    ['src/client/routes.tsx', "export const x = () => import('./features/search/search-page')"],
    ['src/server/x.ts', "import { carSchema } from '../shared/cars'"],
    ['src/client/x.ts', "import { carSchema } from '#shared/cars'"],
  ])('%s may say %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {}\n`)).toEqual([])
  })
})
