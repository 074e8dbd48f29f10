import { errorDialogAction, IconButton } from '@klubhus/ui';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyOverlay, PlainOverlay } from '../overlays/lazyOverlays';
import { useErrorCenter, useErrorCenterState } from './ErrorCenterContext';

/** How long the permission-denied notice stays before it goes by itself. */
const PERMISSION_NOTICE_MS = 6000;

/**
 * The app's answer to failed calls that no screen shows itself (ARCHITECTURE §4): the error dialog
 * ("Error {status}", Reload for a 4xx, Back otherwise) and the permission-denied notice for a 403. The
 * dialog's code loads apart from /login (`LazyOverlay`); offline, when it cannot load, the same texts and
 * button show in a plain panel.
 */
export const ErrorHost = () => {
  const { t } = useTranslation();
  const center = useErrorCenter();
  const { dialog, permissionDenied } = useErrorCenterState();

  useEffect(() => {
    if (!permissionDenied) return;
    const timer = setTimeout(center.dismissPermissionDenied, PERMISSION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [center, permissionDenied]);

  const title = dialog?.status ? t('errors.dialog.title', { status: dialog.status }) : t('errors.dialog.offlineTitle');
  const isReload = dialog ? errorDialogAction(dialog.status) === 'reload' : false;
  const reload = () => window.location.reload();

  return (
    <>
      {dialog && (
        <LazyOverlay
          fallback={
            <PlainOverlay
              role="alertdialog"
              title={title}
              actionLabel={isReload ? t('errors.dialog.reload') : t('errors.dialog.back')}
              onAction={isReload ? reload : center.closeDialog}
            >
              <p className="font-medium text-danger">{t('errors.dialog.heading')}</p>
              <div className="text-fg-muted">{dialog.message}</div>
            </PlainOverlay>
          }
        >
          {({ ErrorDialog }) => (
            <ErrorDialog
              isOpen
              onOpenChange={(open) => !open && center.closeDialog()}
              status={dialog.status}
              title={title}
              heading={t('errors.dialog.heading')}
              message={dialog.message}
              reloadLabel={t('errors.dialog.reload')}
              backLabel={t('errors.dialog.back')}
              onReload={reload}
            />
          )}
        </LazyOverlay>
      )}
      {permissionDenied > 0 && (
        <div
          role="alert"
          className="fixed inset-x-0 top-4 z-50 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-3 rounded-surface border border-border bg-warning-soft py-2 pr-2 pl-4 text-warning-soft-fg shadow-lg"
        >
          <span>{t('errors.permissionDenied')}</span>
          <IconButton aria-label={t('errors.dismiss')} size="sm" onPress={center.dismissPermissionDenied}>
            <X aria-hidden className="size-4" />
          </IconButton>
        </div>
      )}
    </>
  );
};
