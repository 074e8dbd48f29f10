import type { FixturePreview } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { chosenRows, defaultSelection, statusCounts } from './fixtureModel';
import { MatchesTable } from './MatchesTable';

export interface MatchesStepProps {
  preview: FixturePreview;
  selected: ReadonlySet<string>;
  onSelectedChange: (keys: Set<string>) => void;
  timeZone: string;
}

/**
 * 'Kampe': the file's matches as the server read them, each new, changed (with what changes) or already there. New and
 * changed ones are chosen at first; a duplicate cannot be (importing it changes nothing). 'Vælg alle' and 'Vælg ingen'
 * act on the choosable ones; the counts say what the file holds and how many are chosen.
 */
export const MatchesStep = ({ preview, selected, onSelectedChange, timeZone }: MatchesStepProps) => {
  const { t } = useTranslation();
  const counts = statusCounts(preview.rows);
  const chosen = chosenRows(preview.rows, selected).length;
  const all = defaultSelection(preview.rows);
  const parts = [
    t(`activities.fixtureImport.counts.${counts.new === 1 ? 'newOne' : 'newMany'}`, { count: counts.new }),
    t(`activities.fixtureImport.counts.${counts.changed === 1 ? 'changedOne' : 'changedMany'}`, {
      count: counts.changed,
    }),
    t(`activities.fixtureImport.counts.${counts.duplicate === 1 ? 'duplicateOne' : 'duplicateMany'}`, {
      count: counts.duplicate,
    }),
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="fixture-matches-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 id="fixture-matches-title" className="text-lg font-semibold">
            {t('activities.fixtureImport.matches.title', { fileName: preview.fileName })}
          </h3>
          <p className="text-sm text-fg-muted">{parts.join(' · ')}</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" isDisabled={chosen === all.size} onPress={() => onSelectedChange(all)}>
            {t('activities.fixtureImport.matches.all')}
          </Button>
          <Button size="sm" variant="secondary" isDisabled={chosen === 0} onPress={() => onSelectedChange(new Set())}>
            {t('activities.fixtureImport.matches.none')}
          </Button>
        </div>
      </div>
      <MatchesTable
        rows={preview.rows}
        selected={selected}
        onSelectedChange={(keys) =>
          onSelectedChange(keys === 'all' ? all : new Set([...keys].filter((key) => all.has(key))))
        }
        timeZone={timeZone}
      />
      <p className="text-sm" aria-live="polite">
        {t(`activities.fixtureImport.matches.${chosen === 1 ? 'chosenOne' : 'chosenMany'}`, { count: chosen })}
      </p>
    </section>
  );
};
