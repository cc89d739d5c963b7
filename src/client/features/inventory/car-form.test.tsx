import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { carAttributes } from '#shared/car-attributes'
import { HttpError } from '../../api/http'
import { FakeUploadRequest, photoFile } from '../../../../tests/support/client/fake-upload-request'
import {
  jsonResponse,
  renderWithProviders,
} from '../../../../tests/support/client/render-with-providers'
import { CarForm } from './car-form'

const categories = [
  { _id: 'c1', category_id: 'suv', bodyType: 'SUV', CategoryImage: '/media/suv/800.webp' },
  { _id: 'c2', category_id: 'sedan', bodyType: 'Sedan', CategoryImage: '/media/sedan/800.webp' },
]
const respond = FakeUploadRequest.respond

beforeEach(() => {
  vi.stubGlobal('fetch', async () => jsonResponse(categories))
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest)
})
afterEach(() => {
  FakeUploadRequest.respond = respond
})

function renderForm(onSubmit = vi.fn(async () => {})) {
  renderWithProviders(
    <CarForm submitLabel="Add car" submittingLabel="Adding…" onSubmit={onSubmit} />,
  )
  return onSubmit
}

/** The texts of the elements that describe `field` (its unit, hint and error). */
function descriptionOf(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ')
}

const control = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' })
const valueOf = (label: string | RegExp) => (control(label) as HTMLInputElement).value

/** Every required field's value, by its label, in the form's order. */
const everything: [label: string, value: string][] = [
  ['Name', 'Toyota RAV4 XLE'],
  ['Origin', 'Japan'],
  ['Price', '28000'],
  ['Resale Price', '26000'],
  ['Years of used', '4'],
  ['Body Type', 'SUV'],
  ['Description', 'One owner, full service history.'],
  ['Miles per gallon', '35.5'],
  ['Year of Buying', '2020-05-14'],
  ['Company', 'Toyota'],
  ['Model', 'RAV4'],
  ['Model year', '2020'],
  ['Condition', 'Good'],
  ['Mileage', '42000'],
  ['ZIP code', '78704'],
  ['City', 'Austin'],
]

async function fillEverything() {
  const user = userEvent.setup()
  await screen.findByRole('option', { name: 'SUV' })
  for (const [label, value] of everything) {
    const field = control(label)
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value)
    else if (field.getAttribute('type') === 'date') await user.type(field, value)
    else {
      // Pasted, as typing it key by key is slow and typing is not what these test.
      await user.click(field)
      await user.paste(value)
    }
  }
}

async function addPhotos(...names: string[]) {
  await userEvent.upload(
    screen.getByLabelText('Add photos'),
    names.map((name) => photoFile(name)),
  )
}

// Filling the whole form renders it again per field: under a loaded host (CI beside other
// work, load 15 on 2 cores) these took over the unit tests' 15 s.
describe('CarForm', { timeout: 45_000 }, () => {
  it('shows every required message under its own field when submitted empty', async () => {
    const onSubmit = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }))

    const required = carAttributes.filter((a) => 'required' in a)
    expect(required.length).toBeGreaterThanOrEqual(12)
    for (const attribute of required) {
      const field = control(attribute.label)
      await waitFor(() => expect(descriptionOf(field)).toContain(attribute.required))
      expect(field.getAttribute('aria-invalid')).toBe('true')
    }
    expect(descriptionOf(screen.getByLabelText('Add photos'))).toContain('Photo is required')
    // Optional attributes stay quiet.
    expect(control(/^Exterior colour/).getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByRole('alert').textContent).toContain(`Check ${required.length + 1} fields`)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('renders the VIN first, then the fields in the order carAttributes declares them', () => {
    renderForm()
    const order = [...document.querySelectorAll('[id^="car-"]')]
      .map((element) => element.id.replace(/^car-/, ''))
      .filter((key) => carAttributes.some((a) => a.key === key) || key === 'photos')
    // The VIN first, in a section of its own (decision 0116); then carAttributes' order.
    const expected = carAttributes.map((a) => a.key as string).filter((key) => key !== 'vin')
    expected.splice(expected.indexOf('trim') + 1, 0, 'photos')
    expect(order).toEqual(['vin', ...expected])
  })

  it('refuses an asking price above the price new, under Resale Price', async () => {
    const onSubmit = renderForm()
    await fillEverything()
    await userEvent.clear(control('Resale Price'))
    await userEvent.type(control('Resale Price'), '30000')
    await addPhotos('front.jpg')
    await screen.findByRole('img', { name: 'Photo 1: front.jpg' })
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }))
    const message = 'Resale Price cannot be more than the Price (what the car cost new)'
    expect(await screen.findByText(message)).toBeTruthy()
    expect(control('Resale Price').getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.clear(control('Resale Price'))
    await userEvent.type(control('Resale Price'), '26000')
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ price: 28000, resale_price: 26000 }),
    ])
  })

  it('takes drivetrain and seats as optional, and refuses a seat count out of range', async () => {
    const onSubmit = renderForm()
    await fillEverything()
    await addPhotos('front.jpg')
    await screen.findByRole('img', { name: 'Photo 1: front.jpg' })
    // Left empty, both are sent as not known.
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ drivetrain: null, seats: null }),
    )

    const seats = control(/^Seats/)
    await userEvent.type(seats, '16')
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }))
    await waitFor(() => expect(descriptionOf(seats)).toContain('Seats must be at most 15'))
    expect(onSubmit).toHaveBeenCalledTimes(1)

    await userEvent.clear(seats)
    await userEvent.type(seats, '7')
    await userEvent.selectOptions(control(/^Drivetrain/), 'AWD')
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ drivetrain: 'AWD', seats: 7 }),
    )
  })

  it('uploads each photo, marks the first as cover, and removes one', async () => {
    const onSubmit = renderForm()
    await fillEverything()
    await addPhotos('front.jpg', 'side.jpg')
    const photos = screen.getByRole('list', { name: 'Your photos' })
    await within(photos).findByRole('img', { name: 'Photo 2: side.jpg' })
    const tiles = within(photos).getAllByRole('listitem')
    expect(within(tiles[0]!).getByText('Cover')).toBeTruthy()
    expect(within(tiles[1]!).queryByText('Cover')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: /^Remove\s*front\.jpg$/ }))
    expect(screen.queryByRole('img', { name: /front\.jpg/ })).toBeNull()
    const [left] = within(photos).getAllByRole('listitem')
    expect(within(left!).getByRole('img', { name: 'Photo 1: side.jpg' })).toBeTruthy()
    expect(within(left!).getByText('Cover')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Add car' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        image: '/media/side-jpg/800.webp',
        images: ['/media/side-jpg/800.webp'],
      }),
    ])
  })

  it("shows the server's reason under a refused photo, and refuses other file types", async () => {
    FakeUploadRequest.respond = () => ({
      status: 400,
      body: {
        success: false,
        message: 'Photos must be at least 640 x 480 pixels; this one is 400 x 300',
      },
    })
    renderForm()
    // The size needed is said before a photo is picked, too.
    expect(descriptionOf(screen.getByLabelText('Add photos'))).toContain(
      'at least 640 × 480 pixels',
    )
    // The picker offers only accepted types, but a dropped file can be anything.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(screen.getByLabelText('Add photos'), [
      photoFile('tiny.jpg'),
      photoFile('notes.pdf', 'application/pdf'),
    ])
    expect(
      await screen.findByText('Photos must be at least 640 x 480 pixels; this one is 400 x 300'),
    ).toBeTruthy()
    expect(screen.getByText('Only JPEG, PNG or WebP photos can be uploaded')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /^Remove\s*notes\.pdf$/ }))
    expect(screen.queryByText('notes.pdf')).toBeNull()
  })

  it("toasts the server's reason and keeps everything typed when saving fails", async () => {
    const onSubmit = renderForm(
      vi.fn(async () => {
        throw new HttpError(400, 'Enter a valid 17-character VIN', [
          { path: 'body.vin', message: 'Enter a valid 17-character VIN' },
        ])
      }),
    )
    await fillEverything()
    await addPhotos('front.jpg')
    await screen.findByRole('img', { name: 'Photo 1: front.jpg' })
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(await screen.findAllByText('Enter a valid 17-character VIN')).toHaveLength(2)
    expect(descriptionOf(control(/^VIN/))).toContain('Enter a valid 17-character VIN')
    expect((control('Name') as HTMLInputElement).value).toBe('Toyota RAV4 XLE')
    expect(screen.getByRole('img', { name: 'Photo 1: front.jpg' })).toBeTruthy()
  })

  it('offers the makes, then the models of the make typed', async () => {
    renderForm()
    const company = control('Company')
    const makes = document.getElementById(company.getAttribute('list') ?? '')
    expect([...(makes?.querySelectorAll('option') ?? [])].map((o) => o.value)).toContain(
      'Mercedes-Benz',
    )
    expect(control('Model').getAttribute('list')).toBeNull()
    await userEvent.click(company)
    await userEvent.paste('ford')
    const models = document.getElementById(control('Model').getAttribute('list') ?? '')
    expect([...(models?.querySelectorAll('option') ?? [])].map((o) => o.value)).toContain('F-150')
  })

  it('reads a pasted VIN: fills the make, model year, model and a suggested name', async () => {
    renderForm()
    const user = userEvent.setup()
    const vin = control(/^VIN/)
    await user.click(vin)
    await user.paste('4T1B11HKXJU123456')
    await waitFor(() => expect(valueOf('Model')).toBe('Camry'))
    expect(descriptionOf(vin)).toContain('This VIN is a 2018 Toyota Camry.')
    expect(valueOf('Company')).toBe('Toyota')
    expect(valueOf('Model year')).toBe('2018')
    await waitFor(() => expect(valueOf('Name')).toBe('2018 Toyota Camry'))
    // The trim joins the suggested name; the seller may then write their own, which stays.
    await user.click(control(/^Trim/))
    await user.paste('SE')
    await waitFor(() => expect(valueOf('Name')).toBe('2018 Toyota Camry SE'))
    await user.click(control('Name'))
    await user.paste(', one owner')
    await user.clear(control(/^Trim/))
    expect(valueOf('Name')).toBe('2018 Toyota Camry SE, one owner')
  })

  it('never overwrites what the seller typed, and a corrected VIN corrects what it filled', async () => {
    renderForm()
    const user = userEvent.setup()
    await user.click(control('Company'))
    await user.paste('Lexus')
    const vin = control(/^VIN/)
    await user.click(vin)
    await user.paste('1HGCV1F33KA123456')
    await waitFor(() => expect(valueOf('Model')).toBe('Accord'))
    expect(valueOf('Company')).toBe('Lexus')
    expect(valueOf('Model year')).toBe('2019')
    // Another VIN: what the first one filled follows it; a model it does not say is emptied.
    await user.clear(vin)
    await user.paste('WAUANAF48KN123456')
    await waitFor(() => expect(valueOf('Model')).toBe(''))
    expect(descriptionOf(vin)).toContain('This VIN is a 2019 Audi.')
    expect(valueOf('Company')).toBe('Lexus')
  })

  it('says what is wrong with a bad VIN, and fills nothing', async () => {
    renderForm()
    const vin = control(/^VIN/)
    await userEvent.click(vin)
    await userEvent.paste('1HGCM82623A004352')
    expect(descriptionOf(vin)).toContain('check digit does not match')
    await userEvent.clear(vin)
    await userEvent.paste('1HGCM82633A0043')
    expect(descriptionOf(vin)).not.toContain('A VIN has 17 characters')
    await userEvent.paste('5Q')
    expect(descriptionOf(vin)).toContain('A VIN never contains I, O or Q')
    expect(valueOf('Company')).toBe('')
  })

  it('fills the city from a ZIP code the server knows, and says when it does not know one', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.endsWith('/api/postal-codes/78704')) {
        return jsonResponse({ zip: '78704', city: 'Austin', state: 'TX' })
      }
      if (url.includes('/api/postal-codes/')) {
        return jsonResponse({ message: 'We don’t know this ZIP code: check it for a typo' }, 404)
      }
      return jsonResponse(categories)
    })
    renderForm()
    const user = userEvent.setup()
    const zip = control(/^ZIP code/)
    await user.click(zip)
    await user.paste('78704')
    await waitFor(() => expect(valueOf('City')).toBe('Austin'))
    expect(descriptionOf(zip)).toContain('Austin, TX')
    await user.clear(zip)
    await user.paste('00000')
    await waitFor(() => expect(descriptionOf(zip)).toContain('We don’t know this ZIP code'))
    expect(valueOf('City')).toBe('Austin')
  })

  it("words an electric car's miles per gallon as MPGe, in its label, unit and hint", async () => {
    renderForm()
    const mpg = control('Miles per gallon')
    expect(descriptionOf(mpg)).toBe('mpg')
    await userEvent.selectOptions(control(/^Fuel type/), 'Electric')
    const mpge = control('Miles per gallon equivalent')
    // The same field (what was typed stays), worded for electricity.
    expect(mpge).toBe(mpg)
    expect(descriptionOf(mpge)).toMatch(/^MPGe \| An electric car’s MPGe, as on its window sticker/)
    await userEvent.selectOptions(control(/^Fuel type/), 'Petrol')
    expect(descriptionOf(control('Miles per gallon'))).toBe('mpg')
  })
})
