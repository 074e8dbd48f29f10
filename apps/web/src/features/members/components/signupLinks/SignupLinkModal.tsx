import { ApiError, type ClubLink, type GroupOverviewItem } from '@klubhus/domain';
import { Button, ConfirmDialog, EmptyState, Modal, Spinner } from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { signupLinkMutations } from '../../mutations';
import { membersQueries } from '../../queries';
import { LatestLink } from './LatestLink';
import { LinkList } from './LinkList';
import { useLinkAddress } from './linkText';
import { useFocusAfterWrite, type FocusPlace } from './useFocusAfterWrite';

export interface SignupLinkModalProps {
  clubId: number;
  /** The target: a group's links (they ask for the group), or with none the club's own. */
  group: GroupOverviewItem | undefined;
  onClose: () => void;
}

/** What waits for "Er du sikker?": resetting the latest link, or deleting one. */
interface Confirming {
  kind: 'reset' | 'delete';
  link: ClubLink;
}

/**
 * The "Tilmeldingslink" dialog (spec document 1 §2 "Group invitation-link dialog"; ADR 019): the target's latest link
 * with copy and reset, "Generer nyt link", and the overview of its active links with creator, sign-ups, copy and
 * delete. The title names the group when the screen lists one. Resetting and deleting ask first, since the old
 * address stops working at once.
 */
export const SignupLinkModal = ({ clubId, group, onClose }: SignupLinkModalProps) => {
  const { t } = useTranslation();
  const groupId = group?.userGroupId;
  const query = useQuery(membersQueries.signupLinks(clubId, groupId));
  const create = useMutation(signupLinkMutations.create(clubId));
  const reset = useMutation(signupLinkMutations.reset(clubId));
  const remove = useMutation(signupLinkMutations.remove(clubId));
  const addressOf = useLinkAddress(query.data?.organisationHost ?? '');
  const [confirming, setConfirming] = useState<Confirming>();
  const isConfirmOpen = confirming !== undefined;
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const latestRef = useRef<HTMLInputElement>(null);
  const overviewRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const places = useMemo(() => ({ latest: latestRef, overview: overviewRef, fallback: contentRef }), []);
  const focusAfter = useFocusAfterWrite(places, isConfirmOpen);

  /** Runs a write, then says what it did; a refusal shows atop the dialog (a 5xx goes to the error dialog). */
  const run = async (write: () => Promise<unknown>, done: string, focus: FocusPlace) => {
    setError(undefined);
    setAnnouncement('');
    try {
      await write();
      setAnnouncement(done);
      focusAfter(focus);
    } catch (failure) {
      setError(formErrorText(t, failure));
    }
  };
  const generate = () =>
    void run(
      () => create.mutateAsync(groupId === undefined ? [] : [groupId]),
      t('members.signupLinks.generated'),
      'latest',
    );

  const title = group ? t('members.signupLinks.titleGroup', { group: group.title }) : t('members.signupLinks.title');
  const links = query.data?.links ?? [];
  const latest = links[0];

  let body;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner size="lg" aria-label={t('members.signupLinks.loading')} />
      </div>
    );
  } else if (query.error instanceof ApiError && query.error.status === 403) {
    body = <p>{t('members.member.noAccess')}</p>;
  } else if (!query.data) {
    body = (
      <FormAlert>
        <div className="flex flex-col items-start gap-3">
          <p>{t('members.signupLinks.error')}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t('members.signupLinks.retry')}
          </Button>
        </div>
      </FormAlert>
    );
  } else if (!latest) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('members.signupLinks.empty')}
        description={group ? t('members.signupLinks.helpGroup', { group: group.title }) : t('members.signupLinks.help')}
      >
        <Button isPending={create.isPending} onPress={generate}>
          {t('members.signupLinks.generate')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <p className="text-fg-muted">
          {group ? t('members.signupLinks.helpGroup', { group: group.title }) : t('members.signupLinks.help')}
        </p>
        <LatestLink
          // A new latest link (made or reset) starts without the last one's "Kopieret".
          key={latest.clubLinkId}
          link={latest}
          addressRef={latestRef}
          address={latest.token === null ? undefined : addressOf(latest.token)}
          isResetting={reset.isPending}
          onReset={() => setConfirming({ kind: 'reset', link: latest })}
        />
        <LinkList
          headingRef={overviewRef}
          links={links}
          addressOf={addressOf}
          deleting={remove.isPending ? remove.variables : undefined}
          onDelete={(link) => setConfirming({ kind: 'delete', link })}
        />
      </div>
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      closeLabel={t('members.signupLinks.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('members.signupLinks.close')}
          </Button>
          {latest && (
            <Button isPending={create.isPending} onPress={generate}>
              {t('members.signupLinks.generate')}
            </Button>
          )}
        </>
      }
    >
      <div ref={contentRef} tabIndex={-1} className="flex flex-col gap-4 outline-hidden sm:w-xl">
        {error && <FormAlert>{error}</FormAlert>}
        <p role="status" className="text-sm text-success empty:hidden">
          {announcement}
        </p>
        {body}
      </div>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={(isOpen) => !isOpen && setConfirming(undefined)}
        title={
          confirming?.kind === 'reset' ? t('members.signupLinks.resetTitle') : t('members.signupLinks.deleteTitle')
        }
        confirmLabel={
          confirming?.kind === 'reset' ? t('members.signupLinks.resetConfirm') : t('members.signupLinks.deleteConfirm')
        }
        cancelLabel={t('members.signupLinks.cancel')}
        isDestructive
        onConfirm={async () => {
          if (!confirming) return;
          const { kind, link } = confirming;
          if (kind === 'reset') await run(() => reset.mutateAsync(link), t('members.signupLinks.resetDone'), 'latest');
          else await run(() => remove.mutateAsync(link.clubLinkId), t('members.signupLinks.deleted'), 'overview');
        }}
      >
        {confirming?.kind === 'reset' ? t('members.signupLinks.resetText') : t('members.signupLinks.deleteText')}
      </ConfirmDialog>
    </Modal>
  );
};
