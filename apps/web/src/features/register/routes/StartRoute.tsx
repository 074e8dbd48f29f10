import { Foldable } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { AddChildForm } from '../components/AddChildForm';
import { PersonCard } from '../components/PersonCard';
import { useSignupFlow } from '../flowContext';
import { isAdult } from '../flowRules';

/**
 * `/register` (spec §2): the people tied to the invitation's e-mail, each marked adult or child and then made a
 * user; done ones shown done; a person removed after "Er du sikker?"; a child added.
 */
export const StartRoute = () => {
  const { t } = useTranslation();
  const { state } = useSignupFlow();
  const { club, users } = state;
  const adults = users.filter(isAdult);
  const remaining = users.filter((user) => !user.created).length;
  return (
    <AuthLayout title={t('register.start.title', { club: club.name })}>
      <p className="text-fg-muted">{t('register.start.intro', { club: club.name })}</p>
      <section aria-labelledby="register-people" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="register-people" className="text-lg font-semibold">
            {t('register.start.people')}
          </h2>
          <p className="text-sm text-fg-muted">{t('register.start.remaining', { count: remaining })}</p>
        </div>
        <ul className="flex flex-col divide-y divide-border">
          {users.map((person) => (
            <PersonCard key={person.id} person={person} canRemove={users.length > 1} />
          ))}
        </ul>
      </section>
      {adults.length > 0 && (
        <Foldable
          title={t('register.addChild.title')}
          headingLevel={2}
          className="rounded-surface border border-border"
        >
          <AddChildForm adults={adults} />
        </Foldable>
      )}
    </AuthLayout>
  );
};
