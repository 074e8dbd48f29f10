import { memberRole, memberRoles, memberTypeOf, type ImportRole, type MemberType } from '@klubhus/domain';
import { Select, SelectItem } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

export interface RolesStepProps {
  roles: readonly ImportRole[];
  /** The member type chosen per source role (`id`). */
  value: Readonly<Record<string, MemberType>>;
  onChange: (id: string, memberType: MemberType) => void;
}

/** Roles mapping (spec §4: "Unmapped roles default to member"): each source role → Medlem, Gruppeleder or Administrator. */
export const RolesStep = ({ roles, value, onChange }: RolesStepProps) => {
  const { t } = useTranslation();
  if (roles.length === 0) return <p>{t('memberImport.roles.none')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p>{t('memberImport.roles.intro')}</p>
      <table className="w-full text-left">
        <thead className="text-sm text-fg-muted">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('memberImport.roles.name')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('memberImport.roles.rows')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('memberImport.roles.becomes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role.id} className="border-b border-border">
              <th scope="row" className="py-2 pr-3 font-medium">
                {role.name}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{role.count}</td>
              <td className="py-2">
                <Select
                  aria-label={t('memberImport.roles.select', { role: role.name })}
                  className="w-48"
                  selectedKey={String(value[role.id] ?? role.memberType)}
                  onSelectionChange={(key) => onChange(role.id, memberTypeOf(memberRole(Number(key))))}
                >
                  {memberRoles.map((name) => (
                    <SelectItem key={name} id={String(memberTypeOf(name))}>
                      {t(`memberImport.roles.types.${name}`)}
                    </SelectItem>
                  ))}
                </Select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
