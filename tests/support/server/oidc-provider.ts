import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google in tests. Its development
 * login form accepts any login name; `<login>` signs in as `<login>@example.com`.
 */
export async function startOidcProvider(redirectUri: string) {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = { clientId: 'wheelanes-test', clientSecret: 'wheelanes-test-secret' }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          const name = sub.charAt(0).toUpperCase() + sub.slice(1)
          return { sub, email: `${sub}@example.com`, email_verified: true, name: `${name} Google` }
        },
      }
    },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    ...client,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
