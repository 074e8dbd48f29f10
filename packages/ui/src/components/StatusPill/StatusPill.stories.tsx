import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusPill, type StatusPillProps, type StatusPillTone } from './StatusPill';

const meta = {
  title: 'UI/StatusPill',
  component: StatusPill,
  args: { children: 'Betalt', tone: 'success' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['success', 'purple', 'primary', 'warning', 'danger', 'info', 'neutral'],
    },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Member types (spec doc 1 §6: 1 member, 2 administrator, 3 group leader; "Display colours: success,
 * purple, primary"). The spec shows no role names; these are the working Danish names. The mapping itself
 * belongs to the domain package: the pill only takes a tone.
 */
export const Roles: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <StatusPill {...args} tone="success">
        Medlem
      </StatusPill>
      <StatusPill {...args} tone="purple">
        Administrator
      </StatusPill>
      <StatusPill {...args} tone="primary">
        Gruppeleder
      </StatusPill>
    </div>
  ),
};

/**
 * Payer status codes of a one-off payment (spec doc 3 §4). The spec gives Danish labels only for 0 "Betalt"
 * and 1 "Ikke betalt" (and "Betalingsfrist overskredet" for an unpaid payer past the deadline); the other
 * labels and all tones are proposals for the domain package's mapping, to be confirmed.
 */
const payerStates: { code: string; label: string; tone: StatusPillTone }[] = [
  { code: '0', label: 'Betalt', tone: 'success' },
  { code: '1', label: 'Ikke betalt', tone: 'warning' },
  { code: '1, frist passeret', label: 'Betalingsfrist overskredet', tone: 'danger' },
  { code: '2', label: 'Betalt via MobilePay', tone: 'success' },
  { code: '3', label: 'Betalt eksternt (afventer godkendelse)', tone: 'info' },
  { code: '4', label: 'Annulleret af administrator', tone: 'neutral' },
  { code: '5', label: 'Annulleret (afventer godkendelse)', tone: 'info' },
  { code: '6', label: 'Betalt, reserveret hos MobilePay', tone: 'success' },
  { code: '7', label: 'Refunderet', tone: 'neutral' },
  { code: '8', label: 'Godkendt af administrator', tone: 'success' },
  { code: '9', label: 'Annulleret af bruger, godkendt af administrator', tone: 'neutral' },
  { code: '10', label: 'Betalt eksternt, godkendt af administrator', tone: 'success' },
];

export const PaymentStates: Story = {
  render: (args) => (
    <dl className="inline-grid grid-cols-[auto_auto] items-center gap-x-4 gap-y-1.5">
      {payerStates.map((state) => (
        <div key={state.code} className="contents">
          <dt className="text-sm text-fg-muted">{state.code}</dt>
          <dd>
            <StatusPill {...args} tone={state.tone}>
              {state.label}
            </StatusPill>
          </dd>
        </div>
      ))}
    </dl>
  ),
};

/** A leading dot in the text colour, for dense lists. */
export const WithDot: Story = {
  args: { hasDot: true, children: 'Ikke betalt', tone: 'warning' },
};

function CheckMarkIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M13 4.5 6.5 11 3 7.5" />
    </svg>
  );
}

/** A leading icon (inline SVG), hidden from assistive technology: the label says it all. */
export const WithIcon: Story = {
  args: { icon: <CheckMarkIcon /> },
  play: async ({ canvas }) => {
    const pill = canvas.getByText('Betalt').parentElement;
    await expect(pill).toHaveTextContent(/^Betalt$/);
    await expect(pill?.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A long label stays on one line and is cut with an ellipsis when its container is narrow. */
export const Truncated: Story = {
  render: (args) => (
    <div className="w-48">
      <StatusPill {...args} tone="neutral">
        Annulleret af bruger, godkendt af administrator
      </StatusPill>
    </div>
  ),
};

/** Each tone with a label it typically carries. */
const samples: Record<StatusPillTone, string> = {
  success: 'Betalt',
  purple: 'Administrator',
  primary: 'Gruppeleder',
  warning: 'Ikke betalt',
  danger: 'Betalingsfrist overskredet',
  info: 'Afventer godkendelse',
  neutral: 'Refunderet',
};
const tones = Object.keys(samples) as StatusPillTone[];
const looks: { name: string; props: Partial<StatusPillProps> }[] = [
  { name: 'Tekst', props: {} },
  { name: 'Prik', props: { hasDot: true } },
  { name: 'Ikon', props: { icon: <CheckMarkIcon /> } },
];

/** Every tone plain, with a dot and with an icon, on a surface and on a sunken surface. */
export const Catalog: Story = {
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(4,auto)] items-center gap-x-4 gap-y-2">
      <span />
      {looks.map((look) => (
        <span key={look.name} className="text-sm text-fg-muted">
          {look.name}
        </span>
      ))}
      <span className="text-sm text-fg-muted">Nedsænket</span>
      {tones.map((tone) => (
        <div key={tone} className="contents">
          <span className="text-sm text-fg-muted">{tone}</span>
          {looks.map((look) => (
            <div key={look.name}>
              <StatusPill {...args} {...look.props} tone={tone}>
                {samples[tone]}
              </StatusPill>
            </div>
          ))}
          <div className="rounded-control bg-surface-sunken p-1.5">
            <StatusPill {...args} tone={tone} hasDot>
              {samples[tone]}
            </StatusPill>
          </div>
        </div>
      ))}
    </div>
  ),
};
