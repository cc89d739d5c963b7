import { config } from '../config'

/** React 19 hoists <title> into <head>; each page names itself for tabs, history and SEO. */
export function PageTitle({ title }: { title?: string }) {
  const text = title
    ? `${title} · ${config.appName}`
    : `${config.appName} — used cars you can trust`
  return <title>{text}</title>
}
