import { config as configureZod } from 'zod'

// The Content-Security-Policy has no 'unsafe-eval'. Left alone, zod probes `new Function` to
// compile fast parsers; the browser refuses and reports a CSP violation on every page that
// parses. Imported first by each client module that parses with zod. (Named import: `z.*`
// calls are marked pure in vite.config.ts and would be dropped.)
configureZod({ jitless: true })
