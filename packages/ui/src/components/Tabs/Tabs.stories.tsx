import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

/** The settings screen's tabs (spec doc 2: general, integrations, sponsor, payment methods). */
const settingsTabs = [
  { id: 'general', label: 'Generelt', text: 'Foreningens navn, adresse og kontaktoplysninger.' },
  { id: 'integrations', label: 'Integrationer', text: 'Forbind foreningen med Conventus eller WinKAS.' },
  { id: 'sponsors', label: 'Sponsorer', text: 'Sponsorer og deres bannere.' },
  {
    id: 'paymentmethods',
    label: 'Betalingsmetoder',
    text: 'MobilePay, MobilePay Subscription og MinForening betalingsløsning.',
  },
];

function SettingsTabs(props: TabsProps & { disabled?: string[] }) {
  const { disabled = [], ...tabsProps } = props;
  return (
    <Tabs {...tabsProps}>
      <TabList aria-label="Indstillinger">
        {settingsTabs.map((item) => (
          <Tab key={item.id} id={item.id} isDisabled={disabled.includes(item.id)}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {settingsTabs.map((item) => (
        <TabPanel key={item.id} id={item.id}>
          <p className="text-base text-fg-muted">{item.text}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => <SettingsTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The arrow keys move the selection (and the underline); Home and End jump to the ends; Tab leaves for the panel. */
export const KeyboardArrows: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    // RAC fills the collection after the first render: wait for the tabs before pressing keys.
    await canvas.findByRole('tab', { name: 'Generelt' });
    await userEvent.tab();
    await expect(tab('Generelt')).toHaveFocus();
    await expect(tab('Generelt')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Integrationer')).toHaveFocus();
    await expect(tab('Integrationer')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('integrations');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Conventus');

    await userEvent.keyboard('{End}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('paymentmethods');
    await userEvent.keyboard('{Home}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('general');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Betalingsmetoder')).toHaveAttribute('aria-selected', 'true');

    // The panel follows in the tab order, so the screenshot shows the panel with the last tab selected.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** A disabled tab can be neither clicked nor reached with the arrow keys. */
export const DisabledTab: Story = {
  render: (args) => <SettingsTabs {...args} disabled={['integrations']} />,
  play: async ({ args, canvas, userEvent }) => {
    const disabled = await canvas.findByRole('tab', { name: 'Integrationer' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('integrations');

    await userEvent.click(canvas.getByRole('tab', { name: 'Generelt' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sponsorer' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sponsors');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('integrations');
  },
};

/** With `keyboardActivation="manual"` the arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('tab', { name: 'Generelt' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const integrations = canvas.getByRole('tab', { name: 'Integrationer' });
    await expect(integrations).toHaveFocus();
    await expect(integrations).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('integrations');
    await userEvent.keyboard('{Enter}');
    await expect(integrations).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('integrations');
  },
};

/** Controlled: the page keeps the selected id (for example in the route) and passes it back. */
export const Controlled: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string>('sponsors');
    return (
      <div className="flex flex-col gap-3">
        <SettingsTabs
          {...args}
          selectedKey={selected}
          onSelectionChange={(key) => {
            setSelected(String(key));
            args.onSelectionChange?.(key);
          }}
        />
        <p className="text-sm text-fg-muted">Valgt: {selected}</p>
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Sponsorer' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Betalingsmetoder' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('paymentmethods');
    await expect(canvas.getByText('Valgt: paymentmethods')).toBeInTheDocument();
  },
};

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Tabs with a leading inline-SVG icon: the payments area's two tabs (spec doc 3). */
export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Betalinger og abonnementer">
        <Tab id="payments">
          <Icon>
            <rect x="2.5" y="5" width="19" height="14" rx="2" />
            <path d="M2.5 10h19" />
          </Icon>
          Betalinger
        </Tab>
        <Tab id="subscriptions">
          <Icon>
            <path d="M17 2.5 20.5 6 17 9.5M3.5 11V9.5A3.5 3.5 0 0 1 7 6h13.5M7 21.5 3.5 18 7 14.5M20.5 13v1.5A3.5 3.5 0 0 1 17 18H3.5" />
          </Icon>
          Abonnementer
        </Tab>
      </TabList>
      <TabPanel id="payments">
        <p className="text-base text-fg-muted">
          Betalinger grupperet i forfaldne, aktive, aktivitetsbetalinger og historik.
        </p>
      </TabPanel>
      <TabPanel id="subscriptions">
        <p className="text-base text-fg-muted">Abonnementer med planer og opkrævninger.</p>
      </TabPanel>
    </Tabs>
  ),
};

const catalogRows: { name: string; props: TabsProps; disabled?: string[] }[] = [
  { name: 'Første valgt', props: {} },
  { name: 'Midterste valgt', props: { defaultSelectedKey: 'sponsors' } },
  { name: 'Deaktiveret fane', props: { defaultSelectedKey: 'general' }, disabled: ['integrations'] },
  { name: 'Alle deaktiveret', props: { isDisabled: true } },
];

/** Selection in different places, a disabled tab and a wholly disabled tab list. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex w-[640px] flex-col gap-6">
      {catalogRows.map((row) => (
        <section key={row.name} aria-label={row.name} className="flex flex-col gap-1">
          <span className="text-sm text-fg-muted">{row.name}</span>
          <SettingsTabs {...args} {...row.props} disabled={row.disabled} />
        </section>
      ))}
    </div>
  ),
};
