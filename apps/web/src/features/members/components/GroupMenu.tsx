import type { GroupOverviewItem } from '@klubhus/domain';
import { NavItem, Spinner } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { groupMenuEntries, visibleGroups } from '../groupTree';
import type { MemberGroupFilter } from '../memberFilter';

/** More entries than this split the menu into two columns (spec document 1 §2). */
const ONE_COLUMN_MAX = 4;

export interface GroupMenuProps {
  /** The club's groups; undefined while they load. */
  groups: readonly GroupOverviewItem[] | undefined;
  isError: boolean;
  isAdministrator: boolean;
  active: MemberGroupFilter;
  /** The address of the list of a group, the rest of the URL kept. */
  hrefOf: (group: MemberGroupFilter) => string;
}

/** The indent of a subgroup by its depth; deeper ones stop at the last, so a deep tree still fits. */
const indent = ['', 'ps-3', 'ps-6', 'ps-9'] as const;

interface Entry {
  key: string;
  filter: MemberGroupFilter;
  label: string;
  depth: number;
  count?: number;
}

/**
 * The groups menu: everyone, those in no group, the inactive (an administrator's list), then the group
 * tree. A group leader sees only the groups they administer (spec §6); each entry is a link, so the list
 * shown is always the URL's.
 */
export const GroupMenu = ({ groups, isError, isAdministrator, active, hrefOf }: GroupMenuProps) => {
  const { t } = useTranslation();
  const entries: Entry[] = [
    { key: 'all', filter: 'all', label: t('members.groups.all'), depth: 0 },
    { key: 'notInGroups', filter: 'notInGroups', label: t('members.groups.notInGroups'), depth: 0 },
    ...(isAdministrator
      ? [{ key: 'inactive', filter: 'inactive' as const, label: t('members.groups.inactive'), depth: 0 }]
      : []),
    ...groupMenuEntries(visibleGroups(groups ?? [], isAdministrator)).map(({ group, depth }) => ({
      key: String(group.userGroupId),
      filter: group.userGroupId,
      label: group.title,
      depth,
      count: group.userCount,
    })),
  ];
  return (
    <nav aria-label={t('members.groups.label')} className="flex flex-col gap-2">
      {/* Two columns fill top to bottom, so that a subgroup stays under its group. */}
      <ul className={entries.length > ONE_COLUMN_MAX ? 'columns-2 gap-x-2' : ''}>
        {entries.map((entry) => (
          <li
            key={entry.key}
            className={`break-inside-avoid pb-0.5 ${indent[Math.min(entry.depth, indent.length - 1)]}`}
          >
            <NavItem
              href={hrefOf(entry.filter)}
              isCurrent={entry.filter === active}
              count={entry.count}
              countLabel={entry.count === undefined ? undefined : t('members.groups.count', { count: entry.count })}
              countTone="neutral"
            >
              {entry.label}
            </NavItem>
          </li>
        ))}
      </ul>
      {groups === undefined && !isError && <Spinner size="sm" aria-label={t('members.groups.loading')} />}
      {isError && (
        <p role="alert" className="text-sm text-danger-soft-fg">
          {t('members.groups.error')}
        </p>
      )}
    </nav>
  );
};
