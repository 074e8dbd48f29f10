import { normaliseZip } from '@klubhus/domain';
import { Checkbox, ScrollArea, Spinner, TextField } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFailed } from '../../../shell/lists/ListFailed';
import { formatCount } from '../sponsorText';
import { sponsorsQueries } from '../queries';

/** Zips listed at most at once: a big club's members live in hundreds; the filter finds the rest. */
const SHOWN_MAX = 100;

export interface ZipPickerProps {
  clubId: number;
  /** The targeted zips; empty: every zip. */
  selected: readonly string[];
  onChange: (zips: string[]) => void;
  /** An error of the zips (a refusal), in the reader's language. */
  errorMessage?: string;
}

/**
 * The zip multi-select (§5: "Zip codes are chosen with a multi-select"): the distinct zips of the club's members
 * (`sponsors/zips`) as a checkbox list with a filter. A zip already targeted stays listed and ticked even when no
 * member has it now, so that saving never drops it unasked.
 */
export const ZipPicker = ({ clubId, selected, onChange, errorMessage }: ZipPickerProps) => {
  const { t, i18n } = useTranslation();
  const zips = useQuery(sponsorsQueries.zips(clubId));
  const [filter, setFilter] = useState('');
  const headingId = useId();
  const chosen = useMemo(() => new Set(selected.map(normaliseZip)), [selected]);
  const members = useMemo(() => new Set((zips.data?.zips ?? []).map(normaliseZip)), [zips.data]);
  const all = useMemo(() => {
    const extra = selected.filter((zip) => !members.has(normaliseZip(zip)));
    return [...extra, ...(zips.data?.zips ?? [])].sort((a, b) => a.localeCompare(b, 'da', { numeric: true }));
  }, [selected, members, zips.data]);

  const toggle = (zip: string, on: boolean) =>
    onChange(on ? [...selected, zip] : selected.filter((each) => normaliseZip(each) !== normaliseZip(zip)));

  let content;
  if (zips.isPending) content = <Spinner aria-label={t('sponsors.zips.loading')} />;
  else if (zips.isError) {
    content = (
      <ListFailed
        message={t('sponsors.zips.loadFailed')}
        retryLabel={t('sponsors.retry')}
        onRetry={() => void zips.refetch()}
      />
    );
  } else if (all.length === 0) content = <p className="text-sm text-fg-muted">{t('sponsors.zips.none')}</p>;
  else {
    const term = normaliseZip(filter);
    const matching = all.filter((zip) => normaliseZip(zip).includes(term));
    const shown = matching.slice(0, SHOWN_MAX);
    content = (
      <>
        <TextField label={t('sponsors.zips.filter')} value={filter} onChange={setFilter} autoComplete="off" />
        <ScrollArea height={250} aria-labelledby={headingId} className="p-3">
          {shown.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('sponsors.zips.noMatch')}</p>
          ) : (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
              {shown.map((zip) => (
                <li key={zip}>
                  <Checkbox
                    isSelected={chosen.has(normaliseZip(zip))}
                    onChange={(on) => toggle(zip, on)}
                    description={members.has(normaliseZip(zip)) ? undefined : t('sponsors.zips.noMembers')}
                  >
                    {zip}
                  </Checkbox>
                </li>
              ))}
            </ul>
          )}
          {matching.length > shown.length && (
            <p className="mt-3 text-sm text-fg-muted">
              {t('sponsors.zips.more', {
                shown: formatCount(shown.length, i18n.language),
                total: formatCount(matching.length, i18n.language),
              })}
            </p>
          )}
        </ScrollArea>
      </>
    );
  }

  return (
    <section className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-fg">
          {t('sponsors.zips.list')}
        </h3>
        <p className="text-sm text-fg-muted">{t('sponsors.zips.help')}</p>
      </div>
      {content}
      <p role="status" className="text-sm font-medium">
        {selected.length === 0
          ? t('sponsors.zips.chosenNone')
          : selected.length === 1
            ? t('sponsors.zips.chosenOne')
            : t('sponsors.zips.chosenMany', { count: selected.length })}
      </p>
      {errorMessage && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage}
        </p>
      )}
    </section>
  );
};
