import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { AssignFirst } from '../components/AssignFirst';
import { BackLink } from '../components/BackLink';
import { ExistingLoginForm } from '../components/ExistingLoginForm';
import { useSignupFlow } from '../flowContext';
import { isChildWithoutLogin, unassignedOthers } from '../flowRules';

/** `/register/{id}/login` (spec §2): the person logs in with the account they already have. */
export const ExistingLoginRoute = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { state } = useSignupFlow();
  const person = state.users.find((user) => user.id === id);
  if (!person || person.created) return <Navigate to="/register" replace />;
  if (isChildWithoutLogin(person)) return <Navigate to={`/register/${id}/new?type=child`} replace />;
  const others = unassignedOthers(state.users, id);
  const type = person.assigned && person.userStatus === 2 ? 'own' : 'adult';
  return (
    <AuthLayout title={t('register.login.title', { name: person.firstName })} footer={<BackLink />}>
      <p className="text-fg-muted">{t('register.login.intro', { name: person.firstName })}</p>
      {others.length > 0 && <AssignFirst others={others} />}
      <ExistingLoginForm person={person} isBlocked={others.length > 0} />
      <p className="text-center">
        <Link href={`/register/${id}/new?type=${type}`} variant="standalone">
          {t('register.login.noUser')}
        </Link>
      </p>
    </AuthLayout>
  );
};
