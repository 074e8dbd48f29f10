import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money, type MoneyTone } from './Money';

const meta = {
  title: 'UI/Money',
  component: Money,
  args: { amount: 1234.5 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['inherit', 'muted', 'danger', 'signed'] },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('kr. 1.234,50')).toBeInTheDocument();
  },
};

/** Negative amounts keep the prefix first: "kr. -1.234,50"; `tone="signed"` colours only those red. */
export const Negative: Story = {
  args: { amount: -1234.5, tone: 'signed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('kr. -1.234,50')).toHaveAttribute('data-negative', 'true');
  },
};

/** Zero has two decimals and no sign, also when a tiny negative amount rounds to it. */
export const Zero: Story = {
  render: (args) => (
    <div className="flex flex-col gap-1">
      <Money {...args} amount={0} />
      <Money {...args} amount={-0.001} tone="signed" />
    </div>
  ),
  play: async ({ canvas }) => {
    const zeros = canvas.getAllByText('kr. 0,00');
    await expect(zeros).toHaveLength(2);
    await expect(zeros[1]).not.toHaveAttribute('data-negative');
  },
};

/** Large amounts group thousands with dots. */
export const Large: Story = {
  args: { amount: 1234567.89 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('kr. 1.234.567,89')).toBeInTheDocument();
  },
};

/** Half an øre rounds away from zero, despite binary floating point (1.005 × 100 = 100.4999…). */
export const Rounding: Story = {
  render: (args) => (
    <dl className="inline-grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-base">
      {[1.005, 2.675, -1.005, 999.995].map((amount) => (
        <div key={amount} className="contents">
          <dt className="text-fg-muted tabular-nums">{String(amount)}</dt>
          <dd>
            <Money {...args} amount={amount} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvas }) => {
    for (const text of ['kr. 1,01', 'kr. 2,68', 'kr. -1,01', 'kr. 1.000,00']) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

const payments = [
  { title: 'Kontingent 2025', amount: 1250 },
  { title: 'Træningslejr', amount: 3499.95 },
  { title: 'Refunderet kampdragt', amount: -450 },
  { title: 'Gebyr', amount: 2.75 },
];

/** In a table column: right-aligned tabular digits line up, and `signed` marks the refund. */
export const InTable: Story = {
  render: (args) => (
    <table className="text-base text-fg">
      <thead>
        <tr className="border-b border-border text-left text-sm text-fg-muted">
          <th className="py-1.5 pr-8 font-medium">Titel</th>
          <th className="py-1.5 text-right font-medium">Beløb</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.title} className="border-b border-border">
            <td className="py-1.5 pr-8">{payment.title}</td>
            <td className="py-1.5 text-right">
              <Money {...args} amount={payment.amount} tone="signed" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

const tones: MoneyTone[] = ['inherit', 'muted', 'danger', 'signed'];
const amounts = [0, 2.75, 1234.5, 1234567.89, -1234.5];

/** Every tone with zero, small, thousands, millions and a negative amount, on a surface and a sunken one. */
export const Catalog: Story = {
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(5,auto)] items-center gap-x-6 gap-y-2 text-base text-fg">
      <span />
      {amounts.map((amount) => (
        <span key={amount} className="text-right text-sm text-fg-muted tabular-nums">
          {String(amount)}
        </span>
      ))}
      {tones.map((tone) => (
        <div key={tone} className="contents">
          <span className="text-sm text-fg-muted">{tone}</span>
          {amounts.map((amount) => (
            <div key={amount} className="text-right">
              <Money {...args} amount={amount} tone={tone} />
            </div>
          ))}
        </div>
      ))}
      <span className="text-sm text-fg-muted">sunken</span>
      {amounts.map((amount) => (
        <div key={amount} className="rounded-control bg-surface-sunken px-2 py-1 text-right font-semibold">
          <Money {...args} amount={amount} tone="signed" />
        </div>
      ))}
    </div>
  ),
};
