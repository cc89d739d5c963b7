import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  baseUrl,
  browserPerSpec,
  expectAccessible,
  openPage,
  settle,
} from '../support/browser/browser'
import { mailTo, signedInContext } from '../support/browser/fixtures'

const e2e = browserPerSpec()

const password = 'secret123'
const unique = () => randomUUID().slice(0, 8)

// The sign-up form's messages, in its order.
const signupMessages = [
  'First Name is required',
  'Last Name is required',
  'Email Address is required',
  'Type required',
  'Password is required',
]

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const banner = (page: Page) => page.getByRole('banner')

/** Signs up through the form, after checking that an empty submit names every missing field. */
async function signUpThroughForm(page: Page, role: 'Buyer' | 'Seller', from?: string) {
  const email = `${role.toLowerCase()}-${unique()}@example.com`
  if (from) {
    // A page that needs an account sends the visitor to Login, and from there to Register.
    await page.goto(from)
    await page.waitForURL('**/login')
    await page.getByRole('link', { name: /Register/ }).click()
    await page.waitForURL('**/signup')
  } else {
    await page.goto('/signup')
  }
  await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  for (const message of signupMessages) await page.getByText(message, { exact: true }).waitFor()
  // The first field in error has the focus.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName')
  await expectAccessible(page)

  await field(page, 'First Name').fill('Robin')
  await field(page, 'Last Name').fill(role)
  await field(page, 'Email').fill(email)
  await field(page, 'I am a').selectOption({ label: role })
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.getByText('User Created Successfully').waitFor()
  await page.waitForURL(`${baseUrl()}/`)
  await banner(page).getByRole('button', { name: 'LogOut' }).waitFor()
  await settle(page)
  return email
}

async function logInThroughForm(page: Page, email: string) {
  await page.getByRole('heading', { level: 1, name: 'Login Now!' }).waitFor()
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.getByText('Login successful').waitFor()
}

async function logOut(page: Page) {
  await banner(page).getByRole('button', { name: 'LogOut' }).click()
  await page.waitForURL(`${baseUrl()}/`)
  await banner(page).getByRole('link', { name: 'Login' }).waitFor()
  await settle(page)
}

/** A person made through the API, with a name no other test uses. */
async function createUser(role: 'buyer' | 'seller') {
  const api = await e2e.browser.newContext({ baseURL: baseUrl() })
  const name = { firstName: role === 'buyer' ? 'Bea' : 'Sol', lastName: `Doomed${unique()}` }
  const res = await api.request.post('/api/auth/signup', {
    data: { ...name, email: `${role}-${unique()}@example.com`, role, password },
  })
  expect(res.status()).toBe(201)
  await api.close()
  return `${name.firstName} ${name.lastName}`
}

describe('accounts', () => {
  it('resets a forgotten password from the e-mailed link and signs in with the new one', async () => {
    const { page, errors } = await openPage(e2e.context)
    const email = await signUpThroughForm(page, 'Buyer')
    await logOut(page)

    await page.goto('/login')
    await field(page, 'Email').fill(email)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/forgot-password')
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor()
    await expectAccessible(page)
    // The address typed on /login came along.
    expect(await field(page, 'Email').inputValue()).toBe(email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await page.getByText('Check your inbox.').waitFor()

    const mail = await mailTo(email, 'Reset your Wheelanes password')
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')
    expect(link, mail.text).toBeTruthy()
    await page.goto(link![0])
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor()
    await expectAccessible(page)
    await field(page, 'New password').fill('a-new-secret-7')
    await field(page, 'New password again').fill('a-new-secret-7')
    await page.getByRole('button', { name: 'Save the new password' }).click()
    await page.waitForURL('**/login')
    // /login says what happened, with the account's address filled in.
    await page.getByRole('status').getByText('Your password was changed.').waitFor()
    expect(await field(page, 'Email').inputValue()).toBe(email)
    await expectAccessible(page)

    await field(page, 'Password').fill('a-new-secret-7')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await page.getByText('Login successful').waitFor()
    await banner(page).getByRole('button', { name: 'LogOut' }).waitFor()
    await settle(page)
    expect(errors).toEqual([])
  })

  it('tells a guest who opens a car which car needs an account, and brings them back to it', async () => {
    const email = `guest-${unique()}@example.com`
    const api = await e2e.browser.newContext({ baseURL: baseUrl() })
    const made = await api.request.post('/api/auth/signup', {
      data: { firstName: 'Gus', lastName: 'Guest', email, role: 'buyer', password },
    })
    expect(made.status()).toBe(201)
    await api.close()

    const { page, errors } = await openPage(e2e.context)
    await page.goto('/cars')
    const card = page.getByRole('region', { name: 'Search results' }).locator('article').first()
    const name = await card.locator('h3').innerText()
    await settle(page)
    await card.getByRole('link', { name: /View Details/ }).click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { level: 1, name: 'Login Now!' }).waitFor()
    await page.getByRole('heading', { name: `Sign in to see the ${name}` }).waitFor()
    await expectAccessible(page)

    // Sign-up is offered with the car, and sign-in from there still comes back to it.
    await page.getByRole('link', { name: 'Create a free account' }).click()
    await page.waitForURL('**/signup')
    await page.getByRole('heading', { name: `Sign up to see the ${name}` }).waitFor()
    await page.getByRole('link', { name: 'Sign in instead' }).click()
    await page.waitForURL('**/login')
    await logInThroughForm(page, email)
    await page.waitForURL('**/featured-cars/*')
    await page.getByRole('heading', { level: 1, name }).waitFor()
    expect(errors).toEqual([])
  })

  it('signs up as a buyer, logs out and logs back in through the forms', async () => {
    const { page, errors } = await openPage(e2e.context)
    const [car] = await (await page.request.get('/api/featured-cars')).json()
    const email = await signUpThroughForm(page, 'Buyer', `/featured-cars/${car._id}`)

    // Signing up leads home, with the way back to the car that asked for an account.
    const welcome = page.getByRole('region', { name: /^Welcome to Wheelanes, Robin/ })
    await expectAccessible(page)
    await welcome.getByRole('link', { name: 'Back to the car' }).click()
    await page.waitForURL(`**/featured-cars/${car._id}`)
    await page.getByRole('heading', { level: 1, name: car.carName }).waitFor()

    await banner(page).getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL('**/dashboard/myorders')
    const menu = page.getByRole('navigation', { name: 'Dashboard' })
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'My Orders',
      'Inbox',
      'Saved searches',
      'Notifications',
      'Account',
    ])
    await expectAccessible(page)

    // A new address is not confirmed yet: a bar says so and can send the link again.
    const confirm = page.getByRole('region', { name: 'Confirm your e-mail address' })
    await confirm.getByText(email).waitFor()
    await confirm.getByRole('button', { name: 'Send it again' }).click()
    await confirm.getByText('A new link is on its way').waitFor()
    await confirm.getByRole('button', { name: 'Close' }).click()

    // The Account page: a name change shows in the navbar; an e-mail kind turned off stays off.
    await menu.getByRole('link', { name: 'Account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor()
    await field(page, 'First Name').fill('Robyn')
    await page.getByRole('button', { name: 'Save name' }).click()
    await banner(page).getByText('Robyn').first().waitFor()
    const bookingMails = page.getByRole('checkbox', { name: /Test drives, offers and payments/ })
    // The toggle moves at once; the reload waits for the server to have kept it.
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/account' && r.request().method() === 'PATCH',
    )
    await bookingMails.uncheck()
    await saved
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor()
    expect(await bookingMails.isChecked()).toBe(false)
    await expectAccessible(page)

    await logOut(page)
    await banner(page).getByRole('link', { name: 'Login' }).click()
    await page.waitForURL('**/login')
    await expectAccessible(page)
    await logInThroughForm(page, email)
    await page.waitForURL(`${baseUrl()}/`)
    await banner(page).getByText('Robyn').first().waitFor()
    expect(errors).toEqual([])
  })

  it('signs up as a seller, and a guarded page sends them back there after logging in', async () => {
    const { page, errors } = await openPage(e2e.context)
    const email = await signUpThroughForm(page, 'Seller')
    // Home shows a new seller the way to their first listing; "Not now" puts it away.
    const welcome = page.getByRole('region', { name: /^Welcome to Wheelanes/ })
    await welcome.getByRole('link', { name: 'Add your first car' }).waitFor()
    await welcome.getByRole('button', { name: 'Not now' }).click()
    await welcome.waitFor({ state: 'detached' })
    await page.goto('/dashboard')
    await page.waitForURL('**/dashboard/overview')
    const menu = page.getByRole('navigation', { name: 'Dashboard' })
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Overview',
      'Add a Car',
      'Manage Cars',
      'Bookings',
      'Money',
      'Dealer',
      'Inbox',
      'Saved searches',
      'Notifications',
      'Account',
    ])
    await logOut(page)

    await page.goto('/dashboard/managecars')
    await page.waitForURL('**/login')
    await logInThroughForm(page, email)
    await page.waitForURL('**/dashboard/managecars')
    await page.getByRole('heading', { level: 1, name: 'Manage Cars' }).waitFor()
    // Back does not return to /login: the guard and the login page both replaced their entry.
    expect(new URL(page.url()).pathname).toBe('/dashboard/managecars')

    // Deleting the account asks for its password, then leaves for Home, signed out.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Account' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor()
    await page.getByRole('button', { name: 'Delete my account…' }).click()
    await field(page, 'Your password').fill(password)
    await page.getByRole('button', { name: 'Delete my account for good' }).click()
    await page.getByText('Your account is deleted. Goodbye!').waitFor()
    await page.waitForURL(`${baseUrl()}/`)
    await banner(page).getByRole('link', { name: 'Login' }).waitFor()
    expect(errors).toEqual([])
  })

  it('signs in with Google: a new account is a buyer and lands where it started', async () => {
    const { page, errors } = await openPage(e2e.context)
    const login = `g${unique()}`
    await page.goto('/dashboard/myorders')
    await page.waitForURL('**/login')
    await page.getByRole('link', { name: 'Continue with Google' }).click()
    await page.waitForURL((url) => url.origin !== baseUrl())
    const provider = new URL(page.url()).origin

    // The identity provider's own pages (a development login form, then consent).
    await page.locator('input[name="login"]').fill(login)
    await page.locator('input[type="password"]').fill('anything')
    await page.getByRole('button', { name: 'Sign-in' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    await page.waitForURL('**/dashboard/myorders')
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor()
    const me = await (await e2e.context.request.get('/api/auth/me')).json()
    expect(me.user).toMatchObject({ email: `${login}@example.com`, role: 'buyer' })
    await banner(page).getByRole('button', { name: 'LogOut' }).waitFor()
    // The test identity provider's own pages have no favicon and link a web font that this
    // offline machine cannot fetch; only this app's errors count.
    expect(
      errors.filter((e) => !e.includes(provider) && !e.includes('https://fonts.googleapis.com/')),
    ).toEqual([])
  })

  it('lets the admin find, suspend, lift and delete people on the one Users page', async () => {
    const buyer = await createUser('buyer')
    const seller = await createUser('seller')
    await e2e.use(signedInContext(e2e.browser, 'admin').then((signedIn) => signedIn.context))
    const { page, errors } = await openPage(e2e.context)

    // A bookmark of the old All Buyers page opens Users with the buyers.
    await page.goto('/dashboard/allusers')
    await page.waitForURL('**/dashboard/users?role=buyer')
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    await page.getByRole('row', { name: buyer }).waitFor()
    expect(await page.getByRole('row', { name: seller }).count()).toBe(0)
    await expectAccessible(page)
    await deleteThroughTable(page, buyer)

    // From the menu, everyone; the seller found by name, suspended with a note, then lifted.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Users' })
      .click()
    await page.waitForURL('**/dashboard/users')
    await page.getByLabel('Name or e-mail').fill(seller)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL('**/dashboard/users?q=*')
    const row = page.getByRole('row', { name: seller })
    await row.getByRole('button', { name: `Suspend ${seller}` }).click()
    const suspend = page.getByRole('dialog', { name: `Suspend ${seller}?` })
    await suspend.getByRole('textbox').fill('Asked for a deposit by wire.')
    await suspend.getByRole('button', { name: 'Suspend', exact: true }).click()
    await page.getByText(`${seller} is suspended.`).waitFor()
    await row.getByText('Asked for a deposit by wire.').waitFor()
    await row.getByRole('button', { name: `Lift suspension of ${seller}` }).click()
    const lift = page.getByRole('dialog', { name: `Lift ${seller}’s suspension?` })
    await lift.getByRole('button', { name: 'Lift suspension', exact: true }).click()
    await page.getByText(`${seller} may sign in again.`).waitFor()
    await row.getByRole('button', { name: `Suspend ${seller}` }).waitFor()
    await expectAccessible(page)
    await deleteThroughTable(page, seller)

    // On a phone the list fits the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 })
    await page.getByRole('button', { name: 'Dashboard menu', exact: true }).waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await expectAccessible(page)
    expect(errors).toEqual([])
  })
})

/** Delete, confirm in the dialog naming the person, then the toast and the row's departure. */
async function deleteThroughTable(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` })
  await dialog.waitFor()
  // expectAccessible judges the colours once the dialog has faded in.
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByText(`${name} deleted successfully`).waitFor()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('row', { name }).waitFor({ state: 'detached' })
}
