import { NavItem, type NavItemBadge } from '@klubhus/ui';
import type { MemberRole } from '@klubhus/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BrandMark } from '../BrandMark';
import { CookiesButton } from '../CookiesButton';
import { useFlag, useIsOn } from '../FlagsContext';
import { StoreBadges } from '../StoreBadges';
import { useNavCounts, type NavCounts } from './navCounts';
import { navIcons } from './navIcons';
import { navEntries, type AreaId } from './navigation';
import { ClubSwitch, LanguageSwitch, MemberSwitch } from './SidebarSwitchers';

export interface SidebarProps {
  role: MemberRole;
  /** The badge counts; by default those the features report (`navCounts` in their route tables). */
  counts?: NavCounts;
}

export interface SidebarContentProps extends SidebarProps {
  /** Whether the brand heads the content; the phone's drawer leaves it to the top bar. @default true */
  showBrand?: boolean;
}

const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The badges of one entry, each read with its meaning. */
const useBadges = (counts: NavCounts): Partial<Record<AreaId, NavItemBadge[]>> => {
  const { t } = useTranslation();
  const badge = (count: number | undefined, label: string, tone: NavItemBadge['tone']): NavItemBadge[] =>
    count === undefined ? [] : [{ count, label: t(label as never, { count }) as string, tone }];
  return {
    members: [
      ...badge(counts.pendingRequests, 'shell.nav.badges.pendingRequests', 'danger'),
      ...badge(counts.inactiveMembers, 'shell.nav.badges.inactiveMembers', 'neutral'),
      ...badge(counts.clubRequests, 'shell.nav.badges.clubRequests', 'brand'),
    ],
    payments: badge(counts.payments, 'shell.nav.badges.payments', 'neutral'),
  };
};

/**
 * What the sidebar holds (spec document 1 §2, document 2 §2.1): the brand, the club, member and language
 * switchers, the navigation for the user's role in the active club (group leaders see messages, settings
 * and payments disabled, with the reason in a tooltip), and, behind the `store_badges` flag, the app-store
 * links and the cookies button. The desktop shows it beside the page, a phone in the menu drawer.
 */
export const SidebarContent = ({ role, counts, showBrand = true }: SidebarContentProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isOn = useIsOn();
  const showStoreBadges = useFlag('store_badges');
  const [reported, countSources] = useNavCounts();
  const badges = useBadges(counts ?? reported);
  return (
    <>
      {countSources}
      {showBrand && <BrandMark size="small" />}
      <div className="flex flex-col gap-1">
        <ClubSwitch />
        <MemberSwitch />
      </div>
      <nav aria-label={t('shell.nav.label')}>
        <ul className="flex flex-col gap-0.5">
          {navEntries(role, isOn).map((entry) => (
            <li key={entry.id}>
              <NavItem
                href={entry.href}
                icon={navIcons[entry.id]}
                isCurrent={isCurrent(pathname, entry.href)}
                isDisabled={entry.isDisabled}
                disabledReason={entry.isDisabled ? t('shell.nav.leadersNoAccess') : undefined}
                isBeta={entry.isBeta}
                betaLabel={t('shell.nav.beta')}
                badges={badges[entry.id]}
              >
                {t(`shell.nav.${entry.id}`)}
              </NavItem>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-3">
        <LanguageSwitch />
        {showStoreBadges && (
          <div className="flex flex-col items-start gap-2 px-2.5">
            <StoreBadges />
            <CookiesButton />
          </div>
        )}
      </div>
    </>
  );
};

/** The signed-in app's sidebar on a computer: beside the page, as tall as the screen. */
export const Sidebar = (props: SidebarProps) => {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('shell.sidebar')}
      className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-r border-border bg-surface p-3"
    >
      <SidebarContent {...props} />
    </aside>
  );
};
