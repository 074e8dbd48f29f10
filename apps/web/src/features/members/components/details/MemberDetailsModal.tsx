import { ApiError, memberIdProblem, type GroupOverviewItem, type MemberDetails } from '@klubhus/domain';
import { Button, Modal, Spinner } from '@klubhus/ui';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { membersQueries } from '../../queries';
import { EditMemberForm, EDIT_MEMBER_FORM } from './EditMemberForm';
import { LEAD_GROUPS_FORM, LeadGroupsForm } from './LeadGroupsForm';
import { MemberOverview } from './MemberOverview';

export interface MemberDetailsModalProps {
  clubId: number;
  /** The member named by the URL's `openMember` (`"17"` or `"i4"`). */
  memberId: string;
  isAdministrator: boolean;
  /** The groups the user administers: the ones the groups tab changes and whose requests they answer. */
  targets: readonly GroupOverviewItem[];
  onClose: () => void;
  /** After the member was removed from the club: what to announce; the screen closes the modal. */
  onRemoved: (message: string) => void;
}

/** The modal's pages: the details, "Rediger" (spec §2 "edit inactive member") and the groups to lead (§4). */
type View = 'details' | 'edit' | 'lead';

const fullName = (member: Pick<MemberDetails, 'firstName' | 'surname'>) => `${member.firstName} ${member.surname}`;

/** Why a member cannot be shown: not in the club (or no member id at all), not the user's to see, or a failure. */
const Unavailable = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 403) return <p>{t('members.member.noAccess')}</p>;
  if (error === undefined || (error instanceof ApiError && [400, 404].includes(error.status))) {
    return <p>{t('members.member.missing')}</p>;
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
    >
      <p>{t('members.member.error')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('members.member.retry')}
      </Button>
    </div>
  );
};

/**
 * The member opened from the table or by `openMember` (spec document 1 §2, §4–§6; ADR 017): who they are, their
 * groups and requests, relations and — for administrators — editing, the role and removal from the club. One
 * modal whose pages (editing, choosing groups to lead) open with a back button, so that no modal opens on top of
 * another; only the confirmations ("Er du sikker?") do.
 */
export const MemberDetailsModal = ({
  clubId,
  memberId,
  isAdministrator,
  targets,
  onClose,
  onRemoved,
}: MemberDetailsModalProps) => {
  const { t } = useTranslation();
  const isId = memberIdProblem(memberId) === null;
  const query = useQuery({ ...membersQueries.details(clubId, memberId), enabled: isId });
  const [view, setView] = useState<View>('details');
  const [announcement, setAnnouncement] = useState('');
  // The footer's save button spins while the page's call runs (the edit's, or the role's and the groups').
  const saving =
    useIsMutating({ mutationKey: ['members', clubId, 'details', memberId] }) +
      useIsMutating({ mutationKey: ['members', clubId, 'setGroups'] }) >
    0;
  const member = query.data;
  const back = () => setView('details');
  const backTo = (message: string) => {
    setAnnouncement(message);
    back();
  };

  let title: ReactNode = t('members.member.missingTitle');
  let body: ReactNode;
  let footer: ReactNode = <Button onPress={onClose}>{t('members.member.close')}</Button>;
  if (!isId) body = <Unavailable error={undefined} onRetry={() => {}} />;
  else if (query.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner size="lg" aria-label={t('members.member.loading')} />
      </div>
    );
  } else if (!member) body = <Unavailable error={query.error} onRetry={() => void query.refetch()} />;
  else if (view === 'edit') {
    title = t('members.member.edit.title', { name: fullName(member) });
    body = <EditMemberForm clubId={clubId} member={member} onSaved={() => backTo(t('members.member.edit.saved'))} />;
    footer = (
      <>
        <Button variant="secondary" onPress={back}>
          {t('members.member.cancel')}
        </Button>
        <Button type="submit" form={EDIT_MEMBER_FORM} isPending={saving}>
          {t('members.member.save')}
        </Button>
      </>
    );
  } else if (view === 'lead') {
    title = t('members.member.lead.title', { name: fullName(member) });
    body = (
      <LeadGroupsForm
        clubId={clubId}
        member={member}
        targets={targets}
        onSaved={() =>
          backTo(t('members.member.role.changed', { name: fullName(member), role: t('members.roles.leader') }))
        }
      />
    );
    footer = (
      <>
        <Button variant="secondary" onPress={back}>
          {t('members.member.cancel')}
        </Button>
        <Button type="submit" form={LEAD_GROUPS_FORM} isPending={saving}>
          {t('members.member.lead.save')}
        </Button>
      </>
    );
  } else {
    title = fullName(member);
    body = (
      <MemberOverview
        clubId={clubId}
        member={member}
        isAdministrator={isAdministrator}
        targets={targets}
        announcement={announcement}
        onAnnounce={setAnnouncement}
        onEdit={() => setView('edit')}
        onLead={() => setView('lead')}
        onRemoved={() => onRemoved(t('members.member.remove.done', { name: fullName(member) }))}
      />
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      closeLabel={t('members.member.close')}
      backLabel={t('members.member.back')}
      onBack={view === 'details' ? undefined : back}
      footer={footer}
    >
      {/* One width for every page and tab, so that the modal does not jump as they change. */}
      <div className="sm:w-xl">{body}</div>
    </Modal>
  );
};
