import { Text } from '@react-email/components'
import { Layout, paragraph } from './layout'

/** A visitor's message from the Contact page, for the admins. React escapes what they wrote. */
export function ContactEmail({
  name,
  email,
  message,
}: {
  name: string
  email: string
  message: string
}) {
  return (
    <Layout
      preview={`Contact form: ${name}`}
      why="You got this e-mail because you administer Wheelanes and someone wrote through its Contact page. Answer them at the address they gave; it is not checked."
    >
      <Text style={paragraph}>
        {name} ({email}) wrote through the Contact page:
      </Text>
      {message.split(/\n{2,}/).map((part, i) => (
        <Text key={i} style={{ ...paragraph, whiteSpace: 'pre-wrap' }}>
          {part}
        </Text>
      ))}
    </Layout>
  )
}
