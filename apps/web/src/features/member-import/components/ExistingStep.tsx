import type { ImportExisting } from '@klubhus/domain';
import { Radio, RadioGroup } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

/** The radio value of "Opret som nyt medlem" (a merge of `null`). */
const NEW_MEMBER = 'new';

/** `YYYY-MM-DD` → `DD-MM-YYYY`. */
const day = (date: string) => date.split('-').reverse().join('-');

export interface ExistingStepProps {
  existing: readonly ImportExisting[];
  /** The choice per row (`memberId`): a candidate's `userId`, or null for a new member. */
  merges: Readonly<Record<string, string | null>>;
  onChange: (memberId: string, userId: string | null) => void;
}

/**
 * Existing matches (spec §3 "existing (potential matches with memberId, userId)", §4): for each row that looks like a
 * member the club has, the member it merges into or a new member; and which side wins (ADR 020: the existing member
 * keeps its data, the file fills the blanks and adds its groups).
 */
export const ExistingStep = ({ existing, merges, onChange }: ExistingStepProps) => {
  const { t } = useTranslation();
  if (existing.length === 0) return <p>{t('memberImport.existing.none')}</p>;
  const details = (person: { email: string | null; birthdate: string | null }) =>
    [person.email, person.birthdate && t('memberImport.existing.born', { date: day(person.birthdate) })]
      .filter(Boolean)
      .join(' · ');
  return (
    <div className="flex flex-col gap-4">
      <p>{t('memberImport.existing.intro', { count: existing.length })}</p>
      <p className="rounded-surface bg-info-soft p-3 text-sm text-info-soft-fg">{t('memberImport.existing.rule')}</p>
      <ul className="flex flex-col gap-3">
        {existing.map((row) => {
          const inFile = details(row);
          return (
            <li key={row.memberId} className="rounded-surface border border-border p-3">
              <RadioGroup
                label={t('memberImport.existing.choice', { name: `${row.firstName} ${row.surname}` })}
                description={inFile ? t('memberImport.existing.inFile', { details: inFile }) : undefined}
                value={merges[row.memberId] ?? NEW_MEMBER}
                onChange={(value) => onChange(row.memberId, value === NEW_MEMBER ? null : value)}
              >
                {row.candidates.map((candidate) => (
                  <Radio key={candidate.userId} value={candidate.userId}>
                    <span className="flex flex-col">
                      <span className="font-medium">
                        {candidate.firstName} {candidate.surname}
                      </span>
                      <span className="text-sm text-fg-muted">
                        {[
                          details(candidate),
                          t(candidate.active ? 'memberImport.existing.active' : 'memberImport.existing.inactive'),
                          t(
                            candidate.matchedBy === 'email'
                              ? 'memberImport.existing.byEmail'
                              : 'memberImport.existing.byNameAndBirthdate',
                          ),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </Radio>
                ))}
                <Radio value={NEW_MEMBER}>{t('memberImport.existing.new')}</Radio>
              </RadioGroup>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
