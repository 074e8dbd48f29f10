import { Button } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyOverlay, PlainOverlay } from './overlays/lazyOverlays';

/**
 * The cookies button (spec document 1 §1, behind the `store_badges` flag): what the browser keeps, and why.
 * The modal's code loads apart from /login (`LazyOverlay`).
 */
export const CookiesButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once asked for, the modal stays mounted, so that it closes with its animation.
  const [asked, setAsked] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => {
          setOpen(true);
          setAsked(true);
        }}
      >
        {t('shell.cookies.button')}
      </Button>
      {asked && (
        <LazyOverlay
          fallback={
            open && (
              <PlainOverlay title={t('shell.cookies.title')} actionLabel={t('shell.cookies.ok')} onAction={close}>
                <p>{t('shell.cookies.body')}</p>
              </PlainOverlay>
            )
          }
        >
          {({ InfoModal }) => (
            <InfoModal
              isOpen={open}
              onOpenChange={setOpen}
              title={t('shell.cookies.title')}
              okLabel={t('shell.cookies.ok')}
            >
              <p>{t('shell.cookies.body')}</p>
            </InfoModal>
          )}
        </LazyOverlay>
      )}
    </>
  );
};
