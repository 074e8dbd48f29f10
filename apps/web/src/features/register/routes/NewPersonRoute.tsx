import { Link } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { AccountForm } from '../components/AccountForm';
import { AssignFirst } from '../components/AssignFirst';
import { BackLink } from '../components/BackLink';
import { ChildForm } from '../components/ChildForm';
import { useSignupFlow } from '../flowContext';
import { personTypeOf, unassignedOthers, type PersonType } from '../flowRules';
import { registerMutations } from '../mutations';

/**
 * `/register/{id}/new?type=adult|child|own` (spec §2, §5): the create form of an adult (following the adult link
 * marks the person adult), the configuration of a child, or a child's own account once it is to sign in itself.
 */
export const NewPersonRoute = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const flow = useSignupFlow();
  const person = flow.state.users.find((user) => user.id === id);
  const asked = personTypeOf(search.get('type'));
  const fallback: PersonType =
    person?.assigned && person.userStatus === 2 ? (person.ownLogin ? 'own' : 'child') : 'adult';
  // A child's own account needs the child's configuration first (parents, own sign-in).
  const type: PersonType = asked === 'own' && !(person?.assigned && person.ownLogin) ? 'child' : (asked ?? fallback);

  const { mutate: assign } = useMutation(registerMutations.assign(flow));
  const markedFor = useRef<string | null>(null);
  const needsMark =
    person !== undefined && !person.created && type === 'adult' && !(person.assigned && person.userStatus === 1);
  useEffect(() => {
    if (!needsMark || markedFor.current === id) return;
    markedFor.current = id;
    assign({ id, body: { userStatus: 1 } }, { onError: (error) => void flow.onFailure(error) });
  }, [needsMark, id, assign, flow]);

  if (!person || person.created) return <Navigate to="/register" replace />;
  if (type !== asked) return <Navigate to={`/register/${id}/new?type=${type}`} replace />;
  const name = `${person.firstName} ${person.surname}`;

  if (type === 'child') {
    return (
      <AuthLayout title={t('register.child.title', { name: person.firstName })} footer={<BackLink />}>
        <p className="text-fg-muted">{t('register.child.intro')}</p>
        <ChildForm person={person} />
      </AuthLayout>
    );
  }
  const others = unassignedOthers(flow.state.users, id);
  return (
    <AuthLayout title={t('register.account.title', { name })} footer={<BackLink />}>
      {others.length > 0 && <AssignFirst others={others} />}
      <AccountForm person={person} type={type} isBlocked={others.length > 0} />
      <p className="text-center">
        <Link href={`/register/${id}/login`} variant="standalone">
          {t('register.account.haveUser')}
        </Link>
      </p>
    </AuthLayout>
  );
};
