import { DEFAULT_TIME_ZONE, ID_MAX, type ActivityDetail } from '@klubhus/domain';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Select,
  SelectItem,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@klubhus/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ArrowDownUp, CalendarPlus, Download, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useFlag } from '../../../shell/FlagsContext';
import { CalendarLinksModal } from '../components/calendar/CalendarLinksModal';
import { useActiveClub } from '../../../shell/session/useActiveClub';
import { useActivityTypes } from '../../activity-types/public';
import { ActivityDetailModal } from '../components/ActivityDetailModal';
import { ActivityList } from '../components/ActivityList';
import type { ActivityWizardMode } from '../components/wizard/ActivityWizard';
import { useDebouncedValue } from '../../../shell/lists/useDebouncedValue';
import { useActivityList } from '../hooks/useActivityList';
import type { ActivityListFilter } from '../queries';
import { typeChoiceItem } from '../components/typeChoiceItem';

/**
 * The wizard (date pickers, the member picker) is a chunk of its own: the lists paint without it, and the page asks
 * for it once it has rendered, so that it is there by the time 'Opret aktivitet' is pressed.
 */
const loadWizard = () => import('../components/wizard/ActivityWizard');
const ActivityWizard = lazy(() => loadWizard().then((module) => ({ default: module.ActivityWizard })));
/**
 * The export dialog (date pickers, the member picker) comes with the wizard's chunk: a chunk of its own split zod's
 * core from zod/mini on /login (a chunk reached by an entry that needs only one of them) and cost /login 0.4 kB.
 */
const ActivityExportModal = lazy(() => loadWizard().then((module) => ({ default: module.ActivityExportModal })));
/**
 * The fixture import (issue 24: the file step, the virtualised table of matches, the settings form) is a chunk of its
 * own, asked for when the administrators' file menu opens: most visits never import a season.
 */
const loadFixtureImport = () => import('../components/fixture-import/FixtureImportWizard');
const FixtureImportWizard = lazy(() => loadFixtureImport().then((module) => ({ default: module.FixtureImportWizard })));

/** The search asks the server once the typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

type TabKey = 'upcoming' | 'past';

/**
 * The page's list, kept in the URL (`?tab=past&type=4&search=bane`) so that a reload or a shared link shows the same
 * list; the defaults ('Kommende aktiviteter', every type, no search) leave the URL bare. `type` is any type id of the
 * club's (its own types' ids too, ADR 024); `isKnown` says, once the club's types are in, which it has — an id it has
 * not (a mistyped link) lists every type. A removed type's id still filters: its activities are still there.
 */
const readList = (
  params: URLSearchParams,
  isKnown: (typeId: number) => boolean | undefined,
): { tab: TabKey; filter: ActivityListFilter } => {
  const tab: TabKey = params.get('tab') === 'past' ? 'past' : 'upcoming';
  const typeId = Number(params.get('type'));
  const type = Number.isInteger(typeId) && typeId > 0 && typeId <= ID_MAX && isKnown(typeId) !== false ? typeId : null;
  return { tab, filter: { archived: tab === 'past', type, search: (params.get('search') ?? '').trim() } };
};

const withParam = (params: URLSearchParams, key: string, value: string | null) => {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  return next;
};

/**
 * The router's location state the page acts on (§2.5): `{ create: true }` opens the wizard, `{ open: id }` an
 * activity's detail. Anything else is no order.
 */
const orderOf = (state: unknown): { create: true } | { open: number } | null => {
  if (typeof state !== 'object' || state === null) return null;
  if ('create' in state && state.create === true) return { create: true };
  if ('open' in state) return openOrder(state.open);
  return null;
};

const openOrder = (value: unknown): { open: number } | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? { open: id } : null;
};

/** A mailed link (`/activities?open=<id>`, ADR 023) gives the same order as route state `open`. */
const OPEN_PARAM = 'open';

/** The wizard as the page opened it, and the detail to show again when it closes without saving (edit, copy). */
interface WizardState {
  mode: ActivityWizardMode;
  returnTo: number | null;
}

/** The page of one club, once its role allows the lists. */
const Activities = ({ clubId }: { clubId: number }) => {
  const { t } = useTranslation();
  const { role } = useActiveClub();
  const [dialog, setDialog] = useState<'calendar' | 'export' | 'fixtures' | null>(null);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const types = useActivityTypes(clubId);
  // Until the club's types are in, any id filters (no second call once they come, for the usual good link).
  const { tab, filter } = readList(params, (id) => (types.query.isSuccess ? types.isKnown(id) : undefined));
  const list = useActivityList(clubId, filter);
  // Both lists answer the club's zone; until the first page is in, the default zone (ADR 022) stands in.
  const timeZone = list.timeZone ?? DEFAULT_TIME_ZONE;
  const [openId, setOpenId] = useState<number | null>(null);
  const [wizard, setWizard] = useState<WizardState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => void loadWizard(), []);

  // The search box: what is typed shows at once; the URL (and so the server's `search`) follows once typing pauses.
  const [text, setText] = useState(filter.search);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  // An address that changed by itself (Back, a link) brings its search into the box.
  const [addressSearch, setAddressSearch] = useState(filter.search);
  if (addressSearch !== filter.search) {
    setAddressSearch(filter.search);
    if (text.trim() !== filter.search) setText(filter.search);
  }
  useEffect(() => {
    // Only once the box has stood still: a search the address brought is never pushed back over it.
    if (settled !== text || settled.trim() === filter.search) return;
    setParams((current) => withParam(current, 'search', settled.trim()), { replace: true });
  }, [settled, text, filter.search, setParams]);

  // Route state is an order given once: it is taken while rendering (React's adjust-state-on-change pattern, keyed by
  // the location) and then cleared from the history entry, so that a reload or Back does not give it again.
  const order = orderOf(location.state) ?? (params.has(OPEN_PARAM) ? openOrder(params.get(OPEN_PARAM)) : null);
  const [takenFrom, setTakenFrom] = useState<string | null>(null);
  if (order && takenFrom !== location.key) {
    setTakenFrom(location.key);
    if ('create' in order) setWizard({ mode: { kind: 'create' }, returnTo: null });
    else setOpenId(order.open);
  }
  useEffect(() => {
    if (!order && !params.has(OPEN_PARAM)) return;
    const search = withParam(params, OPEN_PARAM, null).toString();
    void navigate({ pathname: location.pathname, search: search && `?${search}` }, { replace: true, state: null });
  }, [order, params, navigate, location.pathname]);

  const openWizard = (mode: ActivityWizardMode, returnTo: number | null) => {
    setOpenId(null);
    setWizard({ mode, returnTo });
  };
  const closeWizard = () => {
    setOpenId(wizard?.returnTo ?? null);
    setWizard(null);
  };
  // After a save the saved activity's detail shows it (a new series: its first occurrence).
  const onSaved = (activity: ActivityDetail) => {
    setWizard(null);
    setOpenId(activity.id);
  };

  const isFiltered = filter.search !== '' || filter.type !== null;
  // The filter offers the club's visible types; a type the address names that is not among them (a removed type, or
  // any while the types load) is the filter's choice too, so that the field says what the list shows.
  const filterChoices =
    filter.type === null || types.offered.some((look) => look.id === filter.type)
      ? types.offered
      : [...types.offered, types.lookOf(filter.type)];
  const listOf = (archived: boolean) => (
    <ActivityList
      list={list}
      archived={archived}
      isFiltered={isFiltered}
      timeZone={timeZone}
      clubId={clubId}
      onOpen={(id) => {
        setAnnouncement('');
        setOpenId(id);
      }}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      {/* The actions wrap as one group below the filters when the row is too narrow for both. */}
      <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <TextField
          className="md:w-72"
          label={t('activities.page.search')}
          placeholder={t('activities.page.searchPlaceholder')}
          value={text}
          onChange={setText}
        />
        <Select
          className="md:w-60"
          label={t('activities.page.type')}
          selectedKey={filter.type === null ? 'all' : String(filter.type)}
          onSelectionChange={(key) =>
            setParams((current) => withParam(current, 'type', key === 'all' || key === null ? null : String(key)))
          }
        >
          <SelectItem id="all">{t('activities.page.allTypes')}</SelectItem>
          {filterChoices.map((look) => typeChoiceItem(t, look))}
        </Select>
        <div className="flex flex-wrap gap-2 md:ml-auto md:justify-end">
          <Button variant="secondary" onPress={() => setDialog('calendar')}>
            <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
            {t('activities.calendar.button')}
          </Button>
          {/*
            The administrators' file actions share one menu, so that the toolbar fits beside the filters (no chevron:
            the button is as wide as the export button it replaced): the club's export (the group and member exports
            are too, from here) and the fixture import.
          */}
          {role === 'admin' && (
            <MenuTrigger onOpenChange={(isOpen) => isOpen && void loadFixtureImport()}>
              <Button variant="secondary">
                <ArrowDownUp aria-hidden="true" className="size-4 shrink-0" />
                {t('activities.page.fileMenu')}
              </Button>
              <Menu placement="bottom end" onAction={(key) => setDialog(key === 'fixtures' ? 'fixtures' : 'export')}>
                <MenuItem id="export" icon={<Download aria-hidden="true" className="size-4" />}>
                  {t('activities.export.button')}
                </MenuItem>
                <MenuItem id="fixtures" icon={<Upload aria-hidden="true" className="size-4" />}>
                  {t('activities.fixtureImport.menuItem')}
                </MenuItem>
              </Menu>
            </MenuTrigger>
          )}
          <Button onPress={() => openWizard({ kind: 'create' }, null)}>{t('activities.page.create')}</Button>
        </div>
      </div>
      <p role="status" className="text-sm text-success empty:hidden">
        {announcement}
      </p>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => setParams((current) => withParam(current, 'tab', key === 'past' ? 'past' : null))}
      >
        <TabList aria-label={t('activities.page.tabs')}>
          <Tab id="upcoming">{t('activities.page.upcoming')}</Tab>
          <Tab id="past">{t('activities.page.past')}</Tab>
        </TabList>
        {/* Only the selected tab's panel renders; each tab's list keeps its own pages in the query cache (§2.5). */}
        <TabPanel id="upcoming">{listOf(false)}</TabPanel>
        <TabPanel id="past">{listOf(true)}</TabPanel>
      </Tabs>
      {openId !== null && (
        <ActivityDetailModal
          key={openId}
          clubId={clubId}
          activityId={openId}
          timeZone={timeZone}
          onClose={() => setOpenId(null)}
          onEdit={(activity) => openWizard({ kind: 'edit', activity }, activity.id)}
          onCopy={(activity) => openWizard({ kind: 'copy', activity }, activity.id)}
          onCancelled={(ids) => {
            setOpenId(null);
            setAnnouncement(
              ids.length > 1
                ? t('activities.page.cancelledMany', { count: ids.length })
                : t('activities.page.cancelledOne'),
            );
          }}
        />
      )}
      {dialog === 'calendar' && <CalendarLinksModal clubId={clubId} onClose={() => setDialog(null)} />}
      {dialog === 'export' && (
        <Suspense fallback={null}>
          <ActivityExportModal clubId={clubId} timeZone={timeZone} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'fixtures' && (
        <Suspense fallback={null}>
          <FixtureImportWizard
            clubId={clubId}
            timeZone={timeZone}
            onClose={() => setDialog(null)}
            onImported={(message) => {
              setDialog(null);
              setAnnouncement(message);
            }}
          />
        </Suspense>
      )}
      {wizard && (
        <Suspense fallback={null}>
          <ActivityWizard
            clubId={clubId}
            mode={wizard.mode}
            timeZone={timeZone}
            paymentAgreement={list.paymentAgreement ?? false}
            onClose={closeWizard}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </div>
  );
};

/**
 * /activities (spec document 2 §2.5, issue 20): the club's coming and past activities, each tab a list loaded page by
 * page, searched and filtered by type on the server; a row opens the activity's detail; 'Opret aktivitet' the wizard;
 * 'Eksportér til kalender' the calendar links; the administrators' menu 'Importér og eksportér' the CSV exports (issue 23)
 * and the fixture import (issue 24).
 * Administrators and group leaders (`AreaRoute`); in restricted mode (§6) the lists stay unloaded.
 */
export const ActivitiesRoute = () => {
  const { t } = useTranslation();
  const { activeClub, isPending, error } = useActiveClub();
  const isRestricted = useFlag('restricted_mode');

  let content;
  if (isRestricted) content = <p className="text-fg-muted">{t('activities.page.restricted')}</p>;
  else if (isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" aria-label={t('activities.page.loading')} />
      </div>
    );
  } else if (error || !activeClub) {
    content = (
      <p role="alert" className="rounded-surface bg-danger-soft p-4 text-danger-soft-fg">
        {t('activities.page.clubError')}
      </p>
    );
  } else content = <Activities key={activeClub.clubId} clubId={activeClub.clubId} />;

  return (
    <main className="flex w-full flex-col gap-6 p-4 md:p-8">
      <h1 className="text-3xl font-bold">{t('activities.page.title')}</h1>
      {content}
    </main>
  );
};
