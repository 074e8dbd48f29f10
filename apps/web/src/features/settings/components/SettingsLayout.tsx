import { Tab, TabList, TabPanel, Tabs } from '@klubhus/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsTabs, type SettingsTabId } from '../settingsTabs';

export interface SettingsLayoutProps {
  /** The tab whose route is showing. */
  activeTab: SettingsTabId;
  /** The active tab's content. */
  children: ReactNode;
}

/**
 * The frame of every /settings page: the heading "Indstillinger" and the row of tabs. Each tab is a link to
 * its own route, so the selection follows the URL and only the active tab's content is rendered.
 */
export const SettingsLayout = ({ activeTab, children }: SettingsLayoutProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <main className="flex w-full max-w-3xl flex-col gap-6 p-8">
      <h1 id={headingId} className="text-3xl font-bold">
        {t('settings.title')}
      </h1>
      <Tabs selectedKey={activeTab}>
        <TabList aria-labelledby={headingId}>
          {settingsTabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={tab.href}>
              {t(tab.labelKey)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={activeTab}>{children}</TabPanel>
      </Tabs>
    </main>
  );
};
