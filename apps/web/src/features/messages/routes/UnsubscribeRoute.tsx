import { ApiError } from '@klubhus/domain';
import { Button, Spinner } from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { mailChoiceMutations } from '../mutations';
import { mailChoiceQueries } from '../queries';

/**
 * The page's alert and notice, written here rather than taken from the shell's forms: a cold page that imported
 * `FormAlert` without `fieldErrors` split a chunk /login loads (docs/adding-an-area.md §7.3).
 */
const Alert = ({ children }: { children: React.ReactNode }) => (
  <div role="alert" className="rounded-surface bg-danger-soft p-3 text-danger-soft-fg">
    {children}
  </div>
);
const Notice = ({ children }: { children: React.ReactNode }) => (
  <p role="status" className="rounded-surface bg-success-soft p-3 text-success-soft-fg">
    {children}
  </p>
);

/** A link whose token the server does not know (404), or no token at all. */
const isInvalid = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

const Frame = ({ children }: { children: React.ReactNode }) => {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col gap-6 p-4 py-10 md:p-8">
      <h1 className="text-2xl font-bold">{t('messages.unsubscribe.heading')}</h1>
      {children}
    </main>
  );
};

const InvalidLink = () => {
  const { t } = useTranslation();
  return (
    <Alert>
      <p className="font-semibold">{t('messages.refusals.unsubscribeLinkInvalid')}</p>
      <p>{t('messages.unsubscribe.invalidHint')}</p>
    </Alert>
  );
};

/** The page once its token is read: where the choice stands, and the one button that changes it. */
const Choice = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const choice = useQuery(mailChoiceQueries.choice(token));
  const change = useMutation(mailChoiceMutations.set(token));

  if (choice.isPending) return <Spinner size="lg" aria-label={t('messages.unsubscribe.loading')} />;
  if (choice.isError) {
    if (isInvalid(choice.error)) return <InvalidLink />;
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
      >
        <p>{t('messages.unsubscribe.failed')}</p>
        <Button variant="secondary" onPress={() => void choice.refetch()}>
          {t('messages.unsubscribe.retry')}
        </Button>
      </div>
    );
  }
  if (change.isError && isInvalid(change.error)) return <InvalidLink />;
  const { club, subscribed } = choice.data;
  const failed = change.isError && <Alert>{t('messages.unsubscribe.failed')}</Alert>;

  if (subscribed) {
    return (
      <div className="flex flex-col items-start gap-4">
        {change.isSuccess ? (
          <Notice>{t('messages.unsubscribe.resubscribed', { club })}</Notice>
        ) : (
          <p>{t('messages.unsubscribe.intro', { club })}</p>
        )}
        <Button variant="danger" isPending={change.isPending} onPress={() => change.mutate(false)}>
          {t('messages.unsubscribe.button', { club })}
        </Button>
        {failed}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <Notice>{t('messages.unsubscribe.done', { club })}</Notice>
      <p className="text-fg-muted">{t('messages.unsubscribe.doneHint')}</p>
      <Button variant="secondary" isPending={change.isPending} onPress={() => change.mutate(true)}>
        {t('messages.unsubscribe.resubscribe')}
      </Button>
      {failed}
    </div>
  );
};

/**
 * /unsubscribe?token=… (ADR 028): the page of the message mails' unsubscribe link, public and cold (no form library).
 * It shows the club and asks before it changes anything — a link scanner that opens the address changes nothing —
 * and can undo it ('Tilmeld igen'). A link that is not valid says so.
 */
export const UnsubscribeRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <Frame>{token ? <Choice key={token} token={token} /> : <InvalidLink />}</Frame>;
};
