import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useDomainSettings } from '../../../shell/DomainSettingsContext';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { BackLink } from '../components/BackLink';
import { useSignupFlow } from '../flowContext';
import { isChildWithoutLogin } from '../flowRules';

/** A choice drawn as a box inside its link (the link keeps its own shape and focus ring). */
const choice = 'flex w-full flex-col gap-1 rounded-surface border border-border p-4';

/**
 * `/register/{id}` (spec §2): create a user for the person, or log in with the account they already have (the link
 * labelled for those who have one), with a way back to the start list.
 */
export const PersonRoute = () => {
  const { t } = useTranslation();
  const { companyName } = useDomainSettings();
  const { id = '' } = useParams();
  const { state } = useSignupFlow();
  const person = state.users.find((user) => user.id === id);
  if (!person || person.created) return <Navigate to="/register" replace />;
  if (isChildWithoutLogin(person)) return <Navigate to={`/register/${id}/new?type=child`} replace />;
  const name = `${person.firstName} ${person.surname}`;
  const type = person.assigned && person.userStatus === 2 ? 'own' : 'adult';
  return (
    <AuthLayout title={name} footer={<BackLink />}>
      <p className="text-fg-muted">{t('register.person.intro', { name: person.firstName })}</p>
      <ul className="flex flex-col gap-3">
        <li>
          <Link href={`/register/${id}/new?type=${type}`} variant="standalone" className="w-full">
            <span className={choice}>
              <span className="font-semibold">{t('register.person.create')}</span>
            </span>
          </Link>
        </li>
        <li>
          <Link href={`/register/${id}/login`} variant="standalone" className="w-full">
            <span className={choice}>
              <span className="font-semibold">{t('register.person.login')}</span>
              <span className="text-sm font-normal text-fg-muted">
                {t('register.person.loginHint', { company: companyName })}
              </span>
            </span>
          </Link>
        </li>
      </ul>
    </AuthLayout>
  );
};
