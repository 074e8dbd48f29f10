import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../components/Button';
import { brandContrastChecks, createBrandTheme, type BrandColorTokens } from '../theme';
import { ThemeProvider } from '../theme/ThemeProvider';

// Code and the colour input are set in the bundled Inter, not a system monospace font: system fonts differ
// between machines and the visual snapshots must depend only on what the repository ships.
/** The JSON a partner puts under `tokens` in `apps/web/src/brands/<id>.json`: the brand colour is enough. */
const brandFileJson = (hex: string) => JSON.stringify({ tokens: { '--color-brand': hex.toLowerCase() } }, null, 2);

const swatches: { name: string; className: string; text?: string }[] = [
  { name: '--color-brand', className: 'bg-brand text-brand-fg', text: 'brand-fg' },
  { name: '--color-brand-hover', className: 'bg-brand-hover text-brand-fg', text: 'brand-fg' },
  { name: '--color-brand-soft', className: 'bg-brand-soft text-brand-soft-fg', text: 'brand-soft-fg' },
];

const ratio = (value: number) => `${value.toFixed(2)}:1`;

/** What a brand colour becomes: the derived tokens, a preview in a ThemeProvider, and the AA checks. */
function BrandPreview({ tokens }: { tokens: BrandColorTokens }) {
  const checks = brandContrastChecks(tokens);
  return (
    <div className="grid gap-4">
      <ThemeProvider brand={tokens} className="grid gap-3 rounded-surface border border-border p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button>Gem</Button>
          <Button variant="secondary">Annullér</Button>
          <span className="rounded-control bg-brand-soft px-2 py-0.5 text-sm font-medium text-brand-soft-fg">
            Valgt hold
          </span>
        </div>
        <ul className="grid grid-cols-[repeat(3,minmax(0,1fr))] gap-2">
          {swatches.map((swatch) => (
            <li key={swatch.name} className="grid gap-1">
              <span className={`rounded-control px-2 py-3 text-center text-sm font-medium ${swatch.className}`}>
                {swatch.text}
              </span>
              <code className="font-sans text-xs text-fg-muted">{swatch.name}</code>
              <code className="font-sans text-xs tabular-nums">{tokens[swatch.name as keyof BrandColorTokens]}</code>
            </li>
          ))}
        </ul>
      </ThemeProvider>
      <table className="text-sm">
        <caption className="pb-1 text-left font-medium">Contrast (WCAG AA needs 4.5:1 for text)</caption>
        <tbody>
          {checks.map((check) => (
            <tr key={check.name} className="border-t border-border">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {check.name}
              </th>
              <td className="py-1 pr-4 tabular-nums">{ratio(check.ratio)}</td>
              <td className="py-1">{check.passes ? 'passes' : 'fails: do not use the brand colour for text'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BrandFileJson({ hex }: { hex: string }) {
  return (
    <pre className="overflow-auto rounded-control bg-surface-sunken p-3 font-sans text-xs text-fg">
      <code>{brandFileJson(hex)}</code>
    </pre>
  );
}

interface RebrandProps {
  /** The brand colour, `#rgb` or `#rrggbb`. */
  hex: string;
}

/** A fixed brand colour, for the snapshot. */
function Rebrand({ hex }: RebrandProps) {
  return (
    <div className="grid max-w-xl gap-4">
      <BrandPreview tokens={createBrandTheme(hex)} />
      <BrandFileJson hex={hex} />
    </div>
  );
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Pick a colour, see the derived brand, copy the brand file's tokens. */
function RebrandPlayground({ hex: initial }: RebrandProps) {
  const [text, setText] = useState(initial);
  const [copied, setCopied] = useState(false);
  const [hex, setHex] = useState(initial);
  const id = useId();
  const valid = HEX.test(text);
  const change = (value: string) => {
    setText(value);
    setCopied(false);
    if (HEX.test(value)) setHex(value);
  };
  const longHex = createBrandTheme(hex)['--color-brand'];
  return (
    <div className="grid max-w-xl gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm" htmlFor={`${id}-picker`}>
          Brand colour
          <input
            id={`${id}-picker`}
            type="color"
            value={longHex}
            onChange={(event) => change(event.target.value)}
            className="h-9 w-14 rounded-control border border-border bg-surface"
          />
        </label>
        <label className="grid gap-1 text-sm" htmlFor={`${id}-hex`}>
          Hex
          <input
            id={`${id}-hex`}
            value={text}
            onChange={(event) => change(event.target.value)}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : `${id}-error`}
            className="h-9 w-28 rounded-control border border-border bg-surface px-2 font-sans text-fg tabular-nums"
          />
        </label>
        <Button
          variant="secondary"
          onPress={() => {
            void navigator.clipboard?.writeText(brandFileJson(hex)).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy brand file JSON'}
        </Button>
      </div>
      {!valid && (
        <p id={`${id}-error`} className="text-sm text-fg">
          Write a hex colour: #rgb or #rrggbb.
        </p>
      )}
      <BrandPreview tokens={createBrandTheme(hex)} />
      <BrandFileJson hex={hex} />
    </div>
  );
}

const meta = {
  title: 'UI/Theming/Rebrand',
  component: Rebrand,
  args: { hex: '#c2410c' },
  argTypes: { hex: { control: 'color' } },
  parameters: {
    docs: {
      description: {
        component: [
          'A partner rebrands Klubhus with one colour. Their brand file (`apps/web/src/brands/<id>.json`) states',
          '`--color-brand` under `tokens`; `createBrandTheme(hex)` derives the hover, the text on the brand',
          '(white or near-black, whichever meets WCAG AA), a soft tint and its text (ADR 003). The file may also',
          'state any brand token itself (it wins over the derived one), `--radius-control`, `--radius-surface` and',
          '`--font-sans`. The test `apps/web/src/brands/brandContrast.test.ts` checks every brand file; a brand',
          'whose colour is too light for links (`brand on surface`) fails it.',
          '',
          'In code: `<ThemeProvider brand={createBrandTheme(hex)}>` for a part of a page, or',
          '`applyBrandTokens(document.documentElement, resolveBrandTokens(file.tokens))` for the whole document.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Rebrand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed colour (dark orange): white text, every check passes. The snapshot of the derivation. */
export const FixedColour: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/"--color-brand": "#c2410c"/)).toBeInTheDocument();
    await expect(canvas.queryByText(/fails/)).not.toBeInTheDocument();
  },
};

/** A light yellow: near-black text on the brand, and a failing link check. */
export const LightBrand: Story = {
  args: { hex: '#facc15' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('row', { name: /brand on surface/ });
    await expect(link).toHaveTextContent('fails');
  },
};

/** Interactive: pick or type a colour and copy the JSON for the brand file. */
export const Playground: Story = {
  tags: ['!snapshot'],
  render: (args) => <RebrandPlayground {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Hex');
    await userEvent.clear(input);
    await userEvent.type(input, '#0f766e');
    await expect(canvas.getByText(/"--color-brand": "#0f766e"/)).toBeInTheDocument();
    await expect(canvas.getAllByText('#0d645e').length).toBeGreaterThan(0);
  },
};
