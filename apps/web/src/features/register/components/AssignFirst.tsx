import type { ImportedUser } from '@klubhus/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TypeLinks } from './PersonCard';

/**
 * Why a person's confirm button is disabled (spec §5: "disabled until every user is assigned"): who of the flow is
 * still to be marked adult or child, each with the two links that do it.
 */
export const AssignFirst = ({ others }: { others: readonly ImportedUser[] }) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-surface bg-warning-soft p-3 text-warning-soft-fg"
    >
      <h2 id={titleId} className="font-semibold">
        {t('register.gate.title')}
      </h2>
      <p className="text-sm">{t('register.gate.body')}</p>
      <ul className="flex flex-col gap-2">
        {others.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <span className="font-medium">{`${person.firstName} ${person.surname}`}</span>
            <TypeLinks person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
};
