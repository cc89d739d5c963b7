import { useState } from 'react'
import type { Invite, Member } from '#shared/dealers'
import { BoxList } from '../../components/box-list'
import { ConfirmMutation } from '../../components/confirm-mutation'
import { LocalTime } from '../../components/local-time'
import { QueryAnswer } from '../../components/query-answer'
import { RowButton } from '../../components/row-button'
import { TitledSection } from '../../components/titled-section'
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
      <TitledSection id="dealer-members" title="Members" className="mt-10">
        <p className="mt-1 text-sm text-base-content/75">
          Managers add and change cars, imports and feeds; sales staff answer leads, messages and
          test drives but change no cars.
        </p>
        <QueryAnswer query={members} what="the members">
          {(data) => <MembersList dealerId={dealerId} members={data.members} />}
        </QueryAnswer>
      </TitledSection>
      <TitledSection id="dealer-invite" title="Invite someone" className="mt-10">
        <InviteForm dealerId={dealerId} />
      </TitledSection>
      {members.isSuccess && members.data.invites.length > 0 && (
        <TitledSection id="dealer-invites" title="Invitations not yet accepted" className="mt-10">
          <InvitesList dealerId={dealerId} invites={members.data.invites} />
        </TitledSection>
      )}
    </>
  )
}

function MembersList({ dealerId, members }: { dealerId: string; members: Member[] }) {
  const remove = useRemoveMember()
  const [leaving, setLeaving] = useState<Member | null>(null)
  return (
    <>
      <BoxList items={members} className="mt-3">
        {(m) => (
          <ListRow name={m.name} detail={m.email}>
            <span className="badge badge-outline">{roleLabels[m.role]}</span>
            {m.role !== 'owner' && (
              <RowButton
                className="btn-ghost text-error"
                aria-label={`Remove ${m.name}`}
                onClick={() => setLeaving(m)}
              >
                Remove
              </RowButton>
            )}
          </ListRow>
        )}
      </BoxList>
      <ConfirmMutation
        subject={leaving}
        title={(m) => `Remove ${m.name}?`}
        body={(m) =>
          `${m.name} no longer sees the dealer’s cars or leads. The dealer’s cars stay as they are.`
        }
        confirmLabel="Remove"
        mutation={remove}
        variables={(m) => ({ dealerId, userId: m._id })}
        onClose={() => setLeaving(null)}
      />
    </>
  )
}

function InvitesList({ dealerId, invites }: { dealerId: string; invites: Invite[] }) {
  const revoke = useRevokeInvite()
  return (
    <BoxList items={invites} className="mt-3">
      {(i) => (
        <ListRow
          name={i.email}
          detail={
            <>
              {roleLabels[i.role]} · link works until <LocalTime iso={i.expiresAt} />
            </>
          }
        >
          <RowButton
            className="btn-ghost"
            aria-label={`Withdraw the invitation to ${i.email}`}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate({ dealerId, inviteId: i._id })}
          >
            Withdraw
          </RowButton>
        </ListRow>
      )}
    </BoxList>
  )
}
