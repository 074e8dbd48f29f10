import type { GroupOverviewItem } from '@klubhus/domain';
import { TokenSearch } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import type { MemberListFilter } from '../queries';
import { useMembersSlots } from '../slots';
import { ExportMenu } from './exports/ExportMenu';
import { CreateMemberButton } from './invitations/CreateMemberButton';
import { RequestsButton } from './requests/RequestsButton';
import { SignupLinkButton } from './signupLinks/SignupLinkButton';

export interface MembersToolbarProps {
  clubId: number;
  isAdministrator: boolean;
  /** The list shown: the URL's filter and search, which the members export takes. */
  filter: MemberListFilter;
  /** The groups the user administers. */
  targets: readonly GroupOverviewItem[];
  /** The listed group (a member created here goes into it); undefined for all, notInGroups and inactive. */
  activeGroup: GroupOverviewItem | undefined;
  /** Members in the list; undefined while the first page loads. */
  totalCount: number | undefined;
  onSearch: (tokens: readonly string[]) => void;
  /** What a toolbar action did ("Anna Hansen er oprettet"), for the screen to announce. */
  onAnnounce: (message: string) => void;
}

/** The search box's words from the URL's `search` ("anna hansen"). */
const searchTokens = (search: string): string[] => search.split(' ').filter(Boolean);

/**
 * Above the member table (spec document 1 §2 "Toolbar"): the search, how many the list holds, the pending
 * requests and — administrators' — create member, the sign-up link (behind its flag) and the exports; then the parts
 * of higher features (the `toolbar` slot: member import), which decide for themselves whom they show to.
 */
export const MembersToolbar = ({
  clubId,
  isAdministrator,
  filter,
  targets,
  activeGroup,
  totalCount,
  onSearch,
  onAnnounce,
}: MembersToolbarProps) => {
  const { t } = useTranslation();
  const { toolbar: ToolbarPart } = useMembersSlots();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <TokenSearch
        className="w-full max-w-md"
        label={t('members.search.label')}
        placeholder={t('members.search.placeholder')}
        removeLabel={t('members.search.remove')}
        tokensLabel={t('members.search.tokens')}
        tokens={searchTokens(filter.search)}
        onTokensChange={onSearch}
      />
      <div className="flex flex-wrap items-start gap-3">
        <p className="self-center text-sm text-fg-muted" aria-live="polite">
          {totalCount === undefined ? '' : t('members.count', { count: totalCount })}
        </p>
        {isAdministrator && <CreateMemberButton clubId={clubId} group={activeGroup} onDone={onAnnounce} />}
        <RequestsButton clubId={clubId} isAdministrator={isAdministrator} targets={targets} />
        {isAdministrator && (
          // A group's list waits for its group: the dialog's target must be the group, not the club.
          <SignupLinkButton
            clubId={clubId}
            group={activeGroup}
            isDisabled={typeof filter.group === 'number' && activeGroup === undefined}
          />
        )}
        {isAdministrator && <ExportMenu clubId={clubId} filter={filter} />}
        {ToolbarPart && <ToolbarPart clubId={clubId} isAdministrator={isAdministrator} />}
      </div>
    </div>
  );
};
