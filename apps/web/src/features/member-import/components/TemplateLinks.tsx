import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

/** The CSV templates the server serves under /files/ (spec document 1 §2 "Template downloads under /files/"). */
const TEMPLATE_FILES = {
  members: '/files/templates/medlemmer.csv',
  rolesAndGroups: '/files/templates/medlemmer-med-roller-og-grupper.csv',
} as const;

/** The two templates, as downloads (plain links: the browser saves the file, the router stays out of it). */
export const TemplateLinks = () => {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-1">
      <li>
        <Link href={TEMPLATE_FILES.members} download="medlemmer.csv">
          {t('memberImport.choose.templateMembers')}
        </Link>
      </li>
      <li>
        <Link href={TEMPLATE_FILES.rolesAndGroups} download="medlemmer-med-roller-og-grupper.csv">
          {t('memberImport.choose.templateRolesGroups')}
        </Link>
      </li>
    </ul>
  );
};
