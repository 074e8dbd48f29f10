import { Spinner } from '@klubhus/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useFlag } from '../../../shell/FlagsContext';
import type { SettingsTabSlot } from '../slots';
import { SettingsLayout } from './SettingsLayout';

/** While a slot's tab loads its code and texts: the frame and its tabs stay, a spinner in the panel. */
const TabLoading = () => {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" aria-label={t('settings.tabLoading')} />
    </div>
  );
};

/** A slot's tab inside the settings frame; while its flag is off, the general tab (as an unknown tab is). */
export const SlotTab = ({ tab }: { tab: SettingsTabSlot }) => {
  const isOn = useFlag(tab.flag);
  if (!isOn) return <Navigate to="/settings/general" replace />;
  const Screen = tab.screen;
  return (
    <SettingsLayout activeTab={tab.id}>
      <Suspense fallback={<TabLoading />}>
        <Screen />
      </Suspense>
    </SettingsLayout>
  );
};
