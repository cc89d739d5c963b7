import type { ReactNode } from 'react'
import { strokedIcon } from '../../components/icons'
import { PageTitle } from '../../components/page-title'

type Props = {
  title: string
  /** The browser tab's name; the heading keeps the form's own wording. */
  tabTitle: string
  intro: string
  perks: string[]
  children: ReactNode
}

const CheckIcon = () => (
  <svg {...strokedIcon} strokeWidth={2.5} className="mt-0.5 shrink-0">
    <path d="m5 12 5 5 9-10" />
  </svg>
)

/**
 * The sign-in and sign-up pages: a centred card with a short welcome. From lg up a panel beside
 * it says what an account is for, so the page does not float in white space.
 */
export function AuthLayout({ title, tabTitle, intro, perks, children }: Props) {
  return (
    // -mb-20 meets the footer (as the home page does), so the grey runs down to it.
    <div className="-mb-20 bg-base-200 px-4 py-10 sm:py-16">
      <PageTitle title={tabTitle} />
      <div className="mx-auto grid w-full max-w-md overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-lg lg:max-w-4xl lg:grid-cols-[5fr_6fr]">
        <aside className="hidden flex-col justify-between gap-10 bg-neutral p-10 text-neutral-content lg:flex">
          <div>
            <p className="text-sm font-semibold tracking-widest text-sky-300 uppercase">
              Wheelanes
            </p>
            <p className="mt-3 text-2xl leading-snug font-bold">
              Used cars from people you can reach, with prices you can see.
            </p>
          </div>
          <ul className="space-y-4">
            {perks.map((perk) => (
              <li key={perk} className="flex gap-3">
                <span className="text-sky-300">
                  <CheckIcon />
                </span>
                <span>{perk}</span>
              </li>
            ))}
          </ul>
        </aside>
        <div className="p-6 sm:p-10">
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          <p className="mt-2 text-base-content/75">{intro}</p>
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </div>
  )
}
