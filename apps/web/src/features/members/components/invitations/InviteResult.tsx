import type { InviteAnswer, MemberOverviewRow } from '@klubhus/domain';
import { useTranslation } from 'react-i18next';
import { skippedByReason } from '../../invitations';

/** The names shown per reason; the rest are counted. */
const NAMES_SHOWN = 5;

export interface InviteResultProps {
  answer: InviteAnswer;
  /** The ticked members' rows, for the names of those left out. */
  rows: readonly MemberOverviewRow[];
}

/** What an invitation run came to: how many were mailed, and who was left out and why (ADR 018). */
export const InviteResult = ({ answer, rows }: InviteResultProps) => {
  const { t } = useTranslation();
  const names = new Map(rows.map((row) => [row.id, `${row.firstName} ${row.surname}`]));
  const skipped = skippedByReason(answer);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold">
        {t('members.invite.result.sent', { count: answer.sent.length })}
      </p>
      {skipped.length > 0 && (
        <section aria-labelledby="invite-skipped" className="flex flex-col gap-2">
          <h3 id="invite-skipped" className="font-semibold">
            {t('members.invite.result.skipped', { count: answer.skipped.length })}
          </h3>
          <ul className="flex flex-col gap-2">
            {skipped.map(([reason, ids]) => {
              const shown = ids.slice(0, NAMES_SHOWN).map((id) => names.get(id) ?? id);
              return (
                <li key={reason} className="flex flex-col gap-0.5">
                  <span>
                    {t(`members.invite.reasons.${reason}`)} ({ids.length})
                  </span>
                  <span className="text-sm text-fg-muted">
                    {ids.length > NAMES_SHOWN
                      ? t('members.invite.result.namesAndMore', {
                          names: shown.join(', '),
                          count: ids.length - NAMES_SHOWN,
                        })
                      : shown.join(', ')}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
};
