import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Notice } from '../../../shell/forms/FormAlert';

/** The page that sent the user to /login says why in the location state. */
const notices = [
  ['forgotSent', 'auth.login.forgotSent'],
  ['passwordReset', 'auth.login.passwordReset'],
  ['userCreated', 'auth.login.userCreated'],
] as const;

/** The confirmation at the top of /login after /forgot, /reset or /register. */
export const LoginNotice = () => {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return null;
  const notice = notices.find(([flag]) => (state as Record<string, unknown>)[flag] === true);
  return notice ? <Notice>{t(notice[1])}</Notice> : null;
};
