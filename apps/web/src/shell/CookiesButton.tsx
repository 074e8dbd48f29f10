import { Button, InfoModal } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The cookies button (spec document 1 §1, behind the `store_badges` flag): what the browser keeps, and why. */
export const CookiesButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        {t('shell.cookies.button')}
      </Button>
      <InfoModal isOpen={open} onOpenChange={setOpen} title={t('shell.cookies.title')} okLabel={t('shell.cookies.ok')}>
        <p>{t('shell.cookies.body')}</p>
      </InfoModal>
    </>
  );
};
