import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'

// The product's colours (src/client/styles.css): slate text on white, the blue of its buttons.
const colors = { text: '#0f172a', muted: '#475569', primary: '#2563eb', page: '#f1f5f9' }

export const paragraph = {
  color: colors.text,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
}

/** Every e-mail's frame: the name, the message, and a footer that says why it came. */
export function Layout({
  preview,
  children,
  why,
  unsubscribeUrl,
}: {
  preview: string
  children: ReactNode
  /** One sentence: why this person got this mail. */
  why: string
  unsubscribeUrl?: string
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colors.page,
          fontFamily: '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            maxWidth: '560px',
            padding: '32px',
          }}
        >
          <Text
            style={{ color: colors.primary, fontSize: '22px', fontWeight: 700, margin: '0 0 24px' }}
          >
            Wheelanes
          </Text>
          {children}
          <Hr style={{ borderColor: '#e2e8f0', margin: '32px 0 16px' }} />
          <Text style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: 0 }}>
            {why}
            {unsubscribeUrl ? (
              <>
                {' '}
                <a href={unsubscribeUrl} style={{ color: colors.muted }}>
                  Unsubscribe
                </a>
                .
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

/** The one call to action of a mail: a button, with the address written out below it. */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.primary,
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
        }}
      >
        {children}
      </Button>
      <Text
        style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '16px 0 0' }}
      >
        Or open this address: {href}
      </Text>
    </Section>
  )
}
