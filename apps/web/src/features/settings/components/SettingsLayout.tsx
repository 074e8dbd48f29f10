import { Tab, TabList, TabPanel, Tabs } from '@klubhus/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsOn } from '../../../shell/FlagsContext';
import { settingsTabs, type SettingsTabId } from '../settingsTabs';
import { useSettingsSlots } from '../slots';

export interface SettingsLayoutProps {
  /** The tab whose route is showing. */
  activeTab: SettingsTabId;
  /** The active tab's content. */
  children: ReactNode;
}

/**
 * The frame of every /settings page: the heading "Indstillinger" and the row of tabs — the built-in ones, then the
 * slots' tabs whose flag is on. Each tab is a link to its own route, so the selection follows the URL and only the
 * active tab's content is rendered.
 */
export const SettingsLayout = ({ activeTab, children }: SettingsLayoutProps) => {
  const { t } = useTranslation();
  const isOn = useIsOn();
  const { tabs: slotTabs = [] } = useSettingsSlots();
  const headingId = useId();
  const tabs = [
    ...settingsTabs.map((tab) => ({ id: tab.id as string, href: tab.href as string, label: t(tab.labelKey) })),
    ...slotTabs
      .filter((tab) => isOn(tab.flag))
      .map((tab) => ({ id: tab.id, href: `/settings/${tab.id}`, label: t(tab.labelKey) })),
  ];
  return (
    <main className="flex w-full max-w-3xl flex-col gap-6 p-8">
      <h1 id={headingId} className="text-3xl font-bold">
        {t('settings.title')}
      </h1>
      <Tabs selectedKey={activeTab}>
        <TabList aria-labelledby={headingId}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={tab.href}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={activeTab}>{children}</TabPanel>
      </Tabs>
    </main>
  );
};
