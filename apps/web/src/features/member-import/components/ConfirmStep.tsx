import { memberTypeOf, type ImportSummary } from '@klubhus/domain';
import { ProgressBar } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { importCounts } from '../importRules';

export interface ConfirmStepProps {
  summary: ImportSummary;
  isApplying: boolean;
}

/**
 * Confirm (spec §4: "Confirm creates groups, roles, merges and users"): what the import will do, counted; while the
 * import runs (one transaction on the server, no progress to report) an indeterminate bar says so.
 */
export const ConfirmStep = ({ summary, isApplying }: ConfirmStepProps) => {
  const { t } = useTranslation();
  const counts = importCounts(summary);
  const lines = [
    ['newMembers', counts.newMembers],
    ['merged', counts.merged],
    ['removed', counts.removed],
    ['groupsCreated', counts.groupsCreated],
    ['groupsMatched', counts.groupsMatched],
    ['groupsSkipped', counts.groupsSkipped],
    ['leaders', counts.withType(memberTypeOf('leader'))],
    ['admins', counts.withType(memberTypeOf('admin'))],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <p>{t('memberImport.confirm.intro')}</p>
      <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {lines.map(([key, n]) => (
          <div key={key} className="contents">
            <dt>{t(`memberImport.confirm.${key}`)}</dt>
            <dd className="text-right font-semibold tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      {summary.problemCount > 0 ? (
        <p className="text-sm text-danger">{t('memberImport.confirm.blocked', { count: summary.problemCount })}</p>
      ) : (
        <p className="text-sm text-fg-muted">{t('memberImport.confirm.noMail')}</p>
      )}
      {isApplying && (
        <div className="flex flex-col gap-2">
          <ProgressBar label={t('memberImport.confirm.importing')} isIndeterminate />
          <p className="text-sm text-fg-muted">{t('memberImport.confirm.importingHelp')}</p>
        </div>
      )}
    </div>
  );
};
