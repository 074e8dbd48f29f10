import type { MemberDetails } from '@klubhus/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberNumberOf } from '../../memberActions';
import { formatDay } from '../../memberFormat';

/** A missing value: a dash, not a word to translate. */
const NONE = '–';

const Field = ({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) => (
  <div className={wide ? 'flex flex-col gap-0.5 sm:col-span-2' : 'flex min-w-0 flex-col gap-0.5'}>
    <dt className="text-sm text-fg-muted">{label}</dt>
    <dd className="break-words">{children}</dd>
  </div>
);

/** The member's details as the club knows them (spec §3 Member): contact, address, dates, number and note. */
export const MemberInfo = ({ member }: { member: MemberDetails }) => {
  const { t } = useTranslation();
  const place = [member.zip, member.city].filter(Boolean).join(' ');
  const address = [member.address, place].filter(Boolean).join(', ');
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <Field label={t('members.member.fields.email')}>{member.email ?? NONE}</Field>
      <Field label={t('members.member.fields.mobile')}>{member.mobile ?? NONE}</Field>
      <Field label={t('members.member.fields.address')}>{address || NONE}</Field>
      <Field label={t('members.member.fields.birthdate')}>
        {member.birthdate ? formatDay(member.birthdate) : NONE}
      </Field>
      <Field label={t('members.member.fields.memberSince')}>{formatDay(member.memberSince)}</Field>
      <Field label={t('members.member.fields.memberNumber')}>{memberNumberOf(member)}</Field>
      {member.status !== 'active' && (
        <Field label={t('members.member.fields.invitationSent')}>
          {member.emailLastSent ? formatDay(member.emailLastSent) : t('members.member.fields.neverInvited')}
        </Field>
      )}
      {member.requestTypeId === 2 && (
        <Field label={t('members.member.fields.joined')}>{t('members.member.fields.joinedByRequest')}</Field>
      )}
      <Field label={t('members.member.fields.note')} wide>
        <span className="whitespace-pre-line">{member.note ?? NONE}</span>
      </Field>
    </dl>
  );
};
