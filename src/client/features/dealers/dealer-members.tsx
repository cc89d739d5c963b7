import { useState } from 'react'
import type { Invite, Member } from '#shared/dealers'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { LocalTime } from '../../components/local-time'
import { QueryAnswer } from '../../components/query-answer'
import { useMembers } from './api/get-members'
import { useRemoveMember } from './api/remove-member'
import { useRevokeInvite } from './api/revoke-invite'
import { InviteForm } from './invite-form'
import { ListRow } from './list-row'

export const roleLabels = { owner: 'Owner', manager: 'Manager', sales: 'Sales' } as const

/** The owner's view of the dealer's people: members, the invitation form, open invitations. */
export function DealerMembers({ dealerId }: { dealerId: string }) {
  const members = useMembers(dealerId)
  return (
    <>
      <section aria-labelledby="dealer-members" className="mt-10">
        <h2 id="dealer-members" className="text-lg font-bold">
          Members
        </h2>
        <p className="mt-1 text-sm text-base-content/75">
          Managers add and change cars, imports and feeds; sales staff answer leads, messages and
          test drives but change no cars.
        </p>
        <QueryAnswer query={members} what="the members">
          {(data) => <MembersList dealerId={dealerId} members={data.members} />}
        </QueryAnswer>
      </section>
      <section aria-labelledby="dealer-invite" className="mt-10">
        <h2 id="dealer-invite" className="mb-3 text-lg font-bold">
          Invite someone
        </h2>
        <InviteForm dealerId={dealerId} />
      </section>
      {members.isSuccess && members.data.invites.length > 0 && (
        <section aria-labelledby="dealer-invites" className="mt-10">
          <h2 id="dealer-invites" className="text-lg font-bold">
            Invitations not yet accepted
          </h2>
          <InvitesList dealerId={dealerId} invites={members.data.invites} />
        </section>
      )}
    </>
  )
}

function MembersList({ dealerId, members }: { dealerId: string; members: Member[] }) {
  const remove = useRemoveMember()
  const [leaving, setLeaving] = useState<Member | null>(null)
  return (
    <>
      <ul className="mt-3 divide-y divide-base-300 rounded-box border border-base-300">
        {members.map((m) => (
          <ListRow key={m._id} name={m.name} detail={m.email}>
            <span className="badge badge-outline">{roleLabels[m.role]}</span>
            {m.role !== 'owner' && (
              <button
                type="button"
                className="btn btn-ghost btn-sm text-error"
                onClick={() => setLeaving(m)}
              >
                Remove
              </button>
            )}
          </ListRow>
        ))}
      </ul>
      <ConfirmDialog
        subject={leaving}
        title={(m) => `Remove ${m.name}?`}
        body={(m) =>
          `${m.name} no longer sees the dealer’s cars or leads. The dealer’s cars stay as they are.${
            remove.isError ? ` ${remove.error.message}` : ''
          }`
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={(m) =>
          remove.mutate({ dealerId, userId: m._id }, { onSuccess: () => setLeaving(null) })
        }
        onCancel={() => {
          setLeaving(null)
          remove.reset()
        }}
      />
    </>
  )
}

function InvitesList({ dealerId, invites }: { dealerId: string; invites: Invite[] }) {
  const revoke = useRevokeInvite()
  return (
    <ul className="mt-3 divide-y divide-base-300 rounded-box border border-base-300">
      {invites.map((i) => (
        <ListRow
          key={i._id}
          name={i.email}
          detail={
            <>
              {roleLabels[i.role]} · link works until <LocalTime iso={i.expiresAt} />
            </>
          }
        >
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate({ dealerId, inviteId: i._id })}
          >
            Withdraw
          </button>
        </ListRow>
      ))}
    </ul>
  )
}
