import { Button, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../../shell/FlagsContext';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { useMemberExport } from '../../hooks/useMemberExport';
import type { MemberExport } from '../../memberExports';
import { withMemberText } from '../../memberFormat';
import type { MemberListFilter } from '../../queries';
import { AgeExportModal } from './AgeExportModal';
import { ExportProgressBar } from './ExportProgressBar';

export interface ExportMenuProps {
  clubId: number;
  /** The screen's current view (group, key, direction, status, search): what "Medlemmer i visningen" takes. */
  filter: MemberListFilter;
}

/**
 * "Eksporter" (spec §2 "exports", "download by age"; §7; ADR 017: administrators'): the members of the view,
 * the inactive members, by age (a dialog), the removed members and — behind `household_export` — the
 * households. One download at a time, with its progress; a failure stops it and says so (spec §8).
 */
export const ExportMenu = ({ clubId, filter }: ExportMenuProps) => {
  const { t } = useTranslation();
  const households = useFlag('household_export');
  const exporter = useMemberExport(clubId);
  const [error, setError] = useState<string>();
  const [askAge, setAskAge] = useState(false);
  const groupId = typeof filter.group === 'number' ? filter.group : undefined;

  const start = (file: MemberExport) => {
    setError(undefined);
    exporter.run(file).catch((failure: unknown) => {
      setError(formErrorText(t, withMemberText(t, failure)) ?? t('members.exports.failed'));
    });
  };
  const onAction = (key: string | number) => {
    if (key === 'age') {
      setError(undefined);
      setAskAge(true);
    } else if (key === 'members') start({ kind: 'members', filter });
    else if (key === 'relations') start({ kind: 'relations', groupId });
    else if (key === 'inactive' || key === 'removed') start({ kind: key });
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <MenuTrigger>
        <Button variant="secondary" size="sm" isPending={exporter.progress !== undefined}>
          {t('members.exports.button')}
        </Button>
        <Menu onAction={onAction}>
          <MenuItem id="members">{t('members.exports.members')}</MenuItem>
          <MenuItem id="inactive">{t('members.exports.inactive')}</MenuItem>
          <MenuItem id="age">{t('members.exports.age')}</MenuItem>
          <MenuItem id="removed">{t('members.exports.removed')}</MenuItem>
          {households && <MenuSeparator />}
          {households && <MenuItem id="relations">{t('members.exports.relations')}</MenuItem>}
        </Menu>
      </MenuTrigger>
      {exporter.progress && !askAge && <ExportProgressBar progress={exporter.progress} onCancel={exporter.cancel} />}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <p role="status" className="text-sm text-success empty:hidden">
        {exporter.saved && !exporter.progress ? t('members.exports.saved', { file: exporter.saved }) : ''}
      </p>
      {askAge && (
        <AgeExportModal
          clubId={clubId}
          onExport={exporter.run}
          progress={exporter.progress}
          onCancelDownload={exporter.cancel}
          onClose={() => setAskAge(false)}
        />
      )}
    </div>
  );
};
