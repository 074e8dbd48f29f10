import type { GroupOverviewItem, MemberDetails } from '@klubhus/domain';
import { Badge, EmptyState, Tab, TabList, TabPanel, Tabs } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { memberPermissions } from '../../memberActions';
import { useMembersSlots } from '../../slots';
import { MemberGroupRequests } from './MemberGroupRequests';
import { MemberGroups } from './MemberGroups';
import { MemberInfo } from './MemberInfo';
import { MemberRelations } from './MemberRelations';
import { MemberSummary } from './MemberSummary';

export interface MemberOverviewProps {
  clubId: number;
  member: MemberDetails;
  isAdministrator: boolean;
  /** The groups the user administers. */
  targets: readonly GroupOverviewItem[];
  /** What was just done here ("Grupperne er gemt"), read out by screen readers. */
  announcement: string;
  onAnnounce: (message: string) => void;
  onEdit: () => void;
  /** After the confirmation of "group leader": the page that asks which groups to lead. */
  onLead: () => void;
  onRemoved: () => void;
}

/**
 * The details page of the member modal: the summary with the administrator's actions, and tabs for the details,
 * the groups with their pending requests, the relations and the statistics.
 */
export const MemberOverview = ({
  clubId,
  member,
  isAdministrator,
  targets,
  announcement,
  onAnnounce,
  onEdit,
  onLead,
  onRemoved,
}: MemberOverviewProps) => {
  const { t } = useTranslation();
  const { memberStatistics: MemberStatistics } = useMembersSlots();
  const permissions = memberPermissions(member, isAdministrator);
  const requests = member.pendingGroupRequests.length;
  return (
    <div className="flex flex-col gap-4">
      <MemberSummary
        clubId={clubId}
        member={member}
        permissions={permissions}
        onAnnounce={onAnnounce}
        onEdit={onEdit}
        onLead={onLead}
        onRemoved={onRemoved}
      />
      <p role="status" className="text-sm text-success empty:hidden">
        {announcement}
      </p>
      <Tabs>
        <TabList aria-label={t('members.member.tabs.label')}>
          <Tab id="info">{t('members.member.tabs.info')}</Tab>
          <Tab id="groups">
            {t('members.member.tabs.groups')}
            <Badge
              count={requests}
              tone="danger"
              aria-label={t('members.member.requests.badge', { count: requests })}
            />
          </Tab>
          <Tab id="relations">{t('members.member.tabs.relations')}</Tab>
          <Tab id="statistics">{t('members.member.tabs.statistics')}</Tab>
        </TabList>
        <TabPanel id="info">
          <MemberInfo member={member} />
        </TabPanel>
        <TabPanel id="groups" className="flex flex-col gap-6">
          <MemberGroups
            // A change from elsewhere (an approved request, the groups to lead) starts the ticks afresh.
            key={member.groups.map((group) => `${group.id}${group.isLeader ? 'L' : ''}`).join()}
            clubId={clubId}
            member={member}
            targets={targets}
            isAdministrator={isAdministrator}
            onSaved={() => onAnnounce(t('members.member.groupsSaved'))}
          />
          <MemberGroupRequests clubId={clubId} member={member} targets={targets} onAnnounce={onAnnounce} />
        </TabPanel>
        <TabPanel id="relations">
          <MemberRelations clubId={clubId} member={member} mayRelate={permissions.relate} />
        </TabPanel>
        <TabPanel id="statistics">
          {/* Participation statistics (spec §3 Member "statistics") are the activities' part, through the slot; a
              member without an account is invited to nothing, so has none. */}
          {MemberStatistics && member.userId !== null ? (
            <MemberStatistics clubId={clubId} userId={member.userId} />
          ) : (
            <EmptyState
              headingLevel={3}
              title={t('members.member.statistics.title')}
              description={MemberStatistics ? undefined : t('members.member.statistics.placeholder')}
            />
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
};
