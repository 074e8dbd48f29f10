import { ApiError, type ImportedLoginRequest } from '@klubhus/domain';
import { Button, Spinner } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { formErrorText } from '../../../shell/forms/fieldErrors';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { createFlowCalls } from '../flowCalls';
import { SignupFlowProvider, type SignupFlow } from '../flowContext';
import { decideLink, type LinkDecision } from '../flowRules';
import { registerMutations, SESSION_EXPIRED } from '../mutations';
import { signupStoreOf } from '../signupState';

/** The mailed link no longer works: unknown, expired, or used up (401 invalidInvitation, ADR 018). */
const isVoidLink = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code !== SESSION_EXPIRED;

/**
 * The frame of the sign-up (spec §2 "Imported-user sign-up /register"): it reads the query (an invitation token
 * goes to /invitation; the mailed link's e-mail and secret sign in), keeps the flow in local storage (`signup`, spec
 * §9) and hands it to the screens; without a flow (and without a link) it goes to /register/invalid.
 */
export const SignupFlowRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const store = signupStoreOf(window.localStorage);
  const state = useSyncExternalStore(store.subscribe, store.get);
  const calls = useMemo(() => createFlowCalls(store), [store]);
  const [expired, setExpired] = useState(false);
  const signIn = useMutation(registerMutations.signIn(store));
  const { mutate: signInWith } = signIn;
  const atStart = pathname.replace(/\/$/, '') === '/register';
  const decision: LinkDecision = atStart
    ? decideLink(search, state !== null)
    : { to: state === null ? 'invalid' : 'flow' };

  const startSignIn = useCallback(
    (link: ImportedLoginRequest) =>
      signInWith(link, {
        // The secret leaves the address bar (and the history) once it has served.
        onSuccess: () => void navigate('/register', { replace: true }),
        onError: (error) => {
          if (isVoidLink(error)) void navigate('/register/invalid', { replace: true });
        },
      }),
    [signInWith, navigate],
  );
  const linkKey = decision.to === 'signIn' ? `${decision.email}\n${decision.password}` : null;
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (linkKey === null || startedFor.current === linkKey) return;
    startedFor.current = linkKey;
    const [email = '', password = ''] = linkKey.split('\n');
    startSignIn({ email, password });
  }, [linkKey, startSignIn]);

  const onFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401 || error.code === 'wrongPassword') return false;
      if (error.code === SESSION_EXPIRED) {
        setExpired(true);
      } else {
        store.clear();
        void navigate('/register/invalid', { replace: true });
      }
      return true;
    },
    [store, navigate],
  );
  const flow = useMemo<SignupFlow | null>(
    () => (state ? { ...calls, state, onFailure } : null),
    [calls, state, onFailure],
  );

  if (decision.to === 'invitation') return <Navigate to={`/invitation${decision.search}`} replace />;
  if (decision.to === 'signIn') {
    const failure = signIn.isError && !isVoidLink(signIn.error);
    return (
      <AuthLayout title={t('shell.publicPages.register')}>
        {failure ? (
          <>
            <FormAlert>{formErrorText(t, signIn.error) ?? t('register.signInFailed')}</FormAlert>
            <Button
              className="w-full"
              size="lg"
              onPress={() => startSignIn({ email: decision.email, password: decision.password })}
            >
              {t('register.retry')}
            </Button>
          </>
        ) : (
          <div className="flex flex-col items-center gap-3 py-8">
            <Spinner size="lg" aria-label={t('register.loading')} />
            <p className="text-fg-muted" aria-hidden="true">
              {t('register.loading')}
            </p>
          </div>
        )}
      </AuthLayout>
    );
  }
  if (decision.to === 'invalid' || !flow) return <Navigate to="/register/invalid" replace />;
  if (expired) {
    return (
      <AuthLayout title={t('register.expired.title')}>
        <p>{t('register.expired.body')}</p>
      </AuthLayout>
    );
  }
  if (flow.state.done && pathname !== '/register/done') return <Navigate to="/register/done" replace />;
  return (
    <SignupFlowProvider value={flow}>
      <Outlet />
    </SignupFlowProvider>
  );
};
