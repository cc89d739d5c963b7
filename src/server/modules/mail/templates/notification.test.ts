import { describe, expect, it } from 'vitest'
import { NotificationEmail, notificationPart } from './notification'
import { renderEmail } from './render'

// The preview's filler (invisible characters after the preview text) depends on its length.
const withoutFiller = (html: string) => html.replace(/[\u00a0\u200b-\u200f\ufeff]+/g, '')

describe('a notification e-mail filled into its rendered frame', () => {
  const words = {
    name: 'Zoë <O’Neil> & Co',
    title: 'Test drive agreed: 2019 "Ford" Focus',
    body: 'The seller agreed to meet on Tue, Nov 25, 10:00 AM EST at <Elm & 5th>.',
    url: 'http://127.0.0.1:3000/dashboard/myorders?a=1&b=2',
    why: 'You got this e-mail because it is about a test drive of yours.',
  }

  for (const unsubscribeUrl of [undefined, 'http://127.0.0.1:3000/unsubscribe?token=a&b']) {
    it(`is what React renders for the same words (${unsubscribeUrl ? 'with' : 'without'} an unsubscribe link)`, async () => {
      const mail = { ...words, unsubscribeUrl }
      const filled = {
        html: await notificationPart(mail, 'html'),
        text: await notificationPart(mail, 'text'),
      }
      const rendered = await renderEmail(NotificationEmail({ ...words, unsubscribeUrl }))
      const decode = (html: string) =>
        withoutFiller(html)
          .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
      expect(decode(filled.html)).toBe(decode(rendered.html))
      expect(filled.html).not.toContain('<O’Neil>')
      expect(filled.html).not.toContain('WLSLOT')
      expect(filled.text.replace(/\s+/g, ' ')).toBe(rendered.text.replace(/\s+/g, ' '))
    })
  }
})
