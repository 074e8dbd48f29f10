import { requiredSignupFields, type ClubDependentField } from '@klubhus/domain';
import { Link, Spinner } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { messageText } from '../../../shell/forms/fieldErrors';
import { withCarriedQuery } from '../authLinks';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { CreateAccountForm } from '../components/CreateAccountForm';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { useClubContext } from '../hooks/useClubContext';
import { authQueries } from '../queries';

const noClubFields: readonly ClubDependentField[] = [];

/**
 * /create, "Opret bruger" (spec document 1 §5 "Signup"). Without a club, birthdate, mobile, address and
 * city are optional; with an invitation (`?clubToken=`) the club's disabled properties decide which of
 * them are required. An unknown token is said once and the account is then created without the club.
 */
export const CreateAccountRoute = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const club = useClubContext();
  const disabled = useQuery({ ...authQueries.disabledFields(club.clubId ?? 0), enabled: club.clubId !== null });
  const waiting = club.isPending || (club.clubId !== null && disabled.isPending);
  const required = disabled.data ? requiredSignupFields(disabled.data) : noClubFields;

  return (
    <AuthLayout title={t('auth.create.title')}>
      {club.isInvalid && <FormAlert>{messageText(t, 'invalidClubToken')}</FormAlert>}
      {waiting ? (
        <div className="flex justify-center py-8">
          <Spinner aria-label={t('auth.loading')} />
        </div>
      ) : (
        <CreateAccountForm
          key={required.join()}
          clubToken={club.clubId !== null ? club.clubToken : null}
          required={required}
        />
      )}
      <p className="text-center">
        <Link href={withCarriedQuery('/login', search)} variant="standalone">
          {t('auth.create.haveAccount')}
        </Link>
      </p>
    </AuthLayout>
  );
};
