import { ownViewsLeft, type Sponsor } from '@klubhus/domain';
import {
  DataTable,
  IconButton,
  Link,
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  StatusPill,
  type DataTableColumn,
} from '@klubhus/ui';
import type { TFunction } from 'i18next';
import { Ellipsis } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../sponsorText';

/** What can be done to a sponsor from its row; each opens its modal. */
export type SponsorAction = 'edit' | 'zips' | 'buy' | 'delete';

const ROW_HEIGHT = 64;
const HEADING_HEIGHT = 40;
/** The box's height at most: about seven rows, then the list scrolls inside it. */
const MAX_HEIGHT = 460;

/** The address shown for a link: without its scheme and a trailing slash ("bageriet-kornet.dk"). */
const shownUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/**
 * Views shown over views left of its own (`maxViews − shownCount`), read as one phrase ("3.412 vist · 6.588 tilbage"):
 * the separator is for screen readers and the row's text; the eye has the two lines.
 */
const Views = ({ sponsor, language, t }: { sponsor: Sponsor; language: string; t: TFunction }) => (
  <span className="flex flex-col tabular-nums">
    <span className="text-sm text-fg-muted">
      {t('sponsors.row.shown', { views: formatCount(sponsor.shownCount, language) })}
      <span className="sr-only"> · </span>
    </span>
    <span className="font-medium">
      {t('sponsors.row.left', { views: formatCount(ownViewsLeft(sponsor), language) })}
    </span>
  </span>
);

/** The sponsor's title over its address, a link that opens in a new tab. */
const Title = ({ sponsor }: { sponsor: Sponsor }) => (
  <span className="flex min-w-0 flex-col items-start">
    <span className="max-w-full truncate font-medium">{sponsor.title}</span>
    <Link
      href={sponsor.url}
      target="_blank"
      rel="noopener noreferrer"
      showExternalIcon={false}
      className="max-w-full truncate text-sm"
    >
      {shownUrl(sponsor.url)}
    </Link>
  </span>
);

/** Who sees the banner: an external sponsor's badge over its zips (or every zip), else every zip. */
const Targeting = ({ sponsor, t }: { sponsor: Sponsor; t: TFunction }) => {
  const zips = sponsor.zipCodes.join(', ');
  const text = (
    <span className={`max-w-full truncate text-sm ${zips ? '' : 'text-fg-muted'}`} title={zips || undefined}>
      {zips || t('sponsors.row.allZips')}
    </span>
  );
  if (!sponsor.isExternal) return text;
  return (
    <span className="flex min-w-0 flex-col items-start gap-0.5">
      <StatusPill tone="info">{t('sponsors.row.external')}</StatusPill>
      {text}
    </span>
  );
};

const RowMenu = ({
  sponsor,
  t,
  onAction,
}: {
  sponsor: Sponsor;
  t: TFunction;
  onAction: (sponsor: Sponsor, action: SponsorAction) => void;
}) => (
  <MenuTrigger>
    <IconButton variant="quiet" size="sm" aria-label={t('sponsors.row.menu', { title: sponsor.title })}>
      <Ellipsis aria-hidden="true" className="size-4" />
    </IconButton>
    <Menu placement="bottom end" onAction={(key) => onAction(sponsor, key as SponsorAction)}>
      <MenuItem id="edit">{t('sponsors.menu.edit')}</MenuItem>
      {/* Only an external sponsor targets zips (§5). */}
      {sponsor.isExternal ? <MenuItem id="zips">{t('sponsors.menu.zips')}</MenuItem> : null}
      <MenuItem id="buy">{t('sponsors.menu.buy')}</MenuItem>
      <MenuSeparator />
      <MenuItem id="delete" variant="danger">
        {t('sponsors.menu.delete')}
      </MenuItem>
    </Menu>
  </MenuTrigger>
);

const makeColumns = (
  t: TFunction,
  language: string,
  onAction: (sponsor: Sponsor, action: SponsorAction) => void,
): DataTableColumn<Sponsor>[] => [
  {
    id: 'logo',
    header: t('sponsors.table.logo'),
    width: 104,
    minWidth: 104,
    isRowHeader: false,
    // The title beside it names the row: the logo is decoration here.
    cell: (sponsor) => (
      <img src={sponsor.logo} alt="" className="h-10 w-20 rounded-control bg-surface-sunken object-contain" />
    ),
  },
  {
    id: 'title',
    header: t('sponsors.table.sponsor'),
    width: '1.5fr',
    minWidth: 170,
    isRowHeader: true,
    cell: (sponsor) => <Title sponsor={sponsor} />,
  },
  {
    id: 'views',
    header: t('sponsors.table.views'),
    width: 130,
    minWidth: 130,
    cell: (sponsor) => <Views sponsor={sponsor} language={language} t={t} />,
  },
  {
    id: 'zips',
    header: t('sponsors.table.zips'),
    width: '1fr',
    minWidth: 130,
    cell: (sponsor) => <Targeting sponsor={sponsor} t={t} />,
  },
  {
    id: 'actions',
    header: t('sponsors.table.actions'),
    width: 108,
    minWidth: 108,
    cell: (sponsor) => <RowMenu sponsor={sponsor} t={t} onAction={onAction} />,
  },
];

const rowId = (sponsor: Sponsor) => String(sponsor.id);

export interface SponsorTableProps {
  sponsors: readonly Sponsor[];
  onAction: (sponsor: Sponsor, action: SponsorAction) => void;
}

/**
 * The club's sponsors (at most 100, ADR 029), all loaded: logo, title and link, views left and shown, and who is
 * targeted; a menu per row, and a row pressed (or Enter on it) opens "Rediger". Narrower than its columns (a phone), the
 * table scrolls sideways inside its box.
 */
export const SponsorTable = ({ sponsors, onAction }: SponsorTableProps) => {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => makeColumns(t, i18n.language, onAction), [t, i18n.language, onAction]);
  const edit = (key: string) => {
    const sponsor = sponsors.find((each) => rowId(each) === key);
    if (sponsor) onAction(sponsor, 'edit');
  };
  const height = Math.min(MAX_HEIGHT, HEADING_HEIGHT + ROW_HEIGHT * Math.max(1, sponsors.length) + 2);
  return (
    <DataTable<Sponsor>
      aria-label={t('sponsors.table.label')}
      columns={columns}
      items={sponsors}
      getRowId={rowId}
      height={height}
      rowHeight={ROW_HEIGHT}
      headingHeight={HEADING_HEIGHT}
      onRowAction={edit}
    />
  );
};
