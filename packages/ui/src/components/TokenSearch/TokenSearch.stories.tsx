import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TokenSearch, type TokenSearchProps } from './TokenSearch';
import { joinQuery } from './tokens';

const meta = {
  title: 'UI/TokenSearch',
  component: TokenSearch,
  args: { className: 'w-96', onTokensChange: fn(), onQueryChange: fn() },
} satisfies Meta<typeof TokenSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tokens as the user sees them: the text of each row of the token list (none: no list). */
function tokensIn(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).queryByRole('grid', { name: 'Søgeord' });
  return list
    ? within(list)
        .queryAllByRole('row')
        .map((row) => row.textContent ?? '')
    : [];
}

export const Default: Story = {};

/** Tokens already entered: each with its remove button. */
export const WithTokens: Story = { args: { defaultTokens: ['Anna', 'Hansen', 'Aarhus'] } };

/** Controlled: the parent keeps the tokens and shows the joined query. */
export const Controlled: Story = {
  render: function Render(args) {
    const [tokens, setTokens] = useState<readonly string[]>(['anna']);
    return (
      <div className="flex flex-col gap-2">
        <TokenSearch {...args} tokens={tokens} onTokensChange={setTokens} />
        <output className="text-sm text-fg-muted">Forespørgsel: «{joinQuery(tokens)}»</output>
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Søg' }), 'hansen{Enter}');
    await expect(tokensIn(canvasElement)).toEqual(['anna', 'hansen']);
    await expect(canvas.getByText('Forespørgsel: «anna hansen»')).toBeInTheDocument();
  },
};

/** Rule: Enter adds the TRIMMED term, and clears the input. */
export const TrimsTerm: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Søg' });
    await userEvent.type(input, '  anna  {Enter}');
    await expect(tokensIn(canvasElement)).toEqual(['anna']);
    await expect(args.onTokensChange).toHaveBeenLastCalledWith(['anna']);
    await expect(input).toHaveValue('');
  },
};

/** Rule: an empty (white-space only) term adds nothing. */
export const IgnoresEmptyTerm: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Søg' });
    await userEvent.type(input, '{Enter}   {Enter}');
    await expect(tokensIn(canvasElement)).toEqual([]);
    await expect(args.onTokensChange).not.toHaveBeenCalled();
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};

/** Rule: a term already there adds nothing — compared without regard to case ("Anna" = "anna"). */
export const IgnoresDuplicateTerm: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Søg' });
    await userEvent.type(input, 'anna{Enter}');
    await userEvent.type(input, 'anna{Enter}');
    await userEvent.type(input, ' Anna {Enter}');
    await expect(tokensIn(canvasElement)).toEqual(['anna']);
    await expect(args.onTokensChange).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
  },
};

/** Rule: the query is the tokens joined by one space. */
export const JoinsQuery: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Søg' });
    await userEvent.type(input, 'anna{Enter}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('anna');
    await userEvent.type(input, ' hansen {Enter}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('anna hansen');
  },
};

/** Backspace in the empty input removes the last token; in a non-empty input it edits the text. */
export const BackspaceRemovesLast: Story = {
  args: { defaultTokens: ['Anna', 'Hansen', 'Aarhus'] },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Søg' });
    await userEvent.type(input, 'x{Backspace}');
    await expect(tokensIn(canvasElement)).toEqual(['Anna', 'Hansen', 'Aarhus']);
    await userEvent.keyboard('{Backspace}');
    await expect(tokensIn(canvasElement)).toEqual(['Anna', 'Hansen']);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('Anna Hansen');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(tokensIn(canvasElement)).toEqual([]);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onTokensChange).toHaveBeenCalledTimes(3);
    await expect(input).toHaveFocus();
  },
};

/** Clicking a token's remove button ("Fjern Hansen") removes that token. */
export const RemoveByMouse: Story = {
  args: { defaultTokens: ['Anna', 'Hansen', 'Aarhus'] },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fjern Hansen' }));
    await expect(tokensIn(canvasElement)).toEqual(['Anna', 'Aarhus']);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('Anna Aarhus');
  },
};

/**
 * Keyboard on the tokens: Shift+Tab from the input reaches the last token, arrows move, Delete removes
 * the focused one, and Tab returns to the input.
 */
export const KeyboardOnTokens: Story = {
  args: { defaultTokens: ['Anna', 'Hansen', 'Aarhus'] },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Søg' });
    await userEvent.click(input);
    await userEvent.tab({ shift: true });
    const rows = within(canvas.getByRole('grid', { name: 'Søgeord' })).getAllByRole('row');
    await waitFor(() => expect(rows[2]).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(tokensIn(canvasElement)).toEqual(['Anna', 'Aarhus']);
    await expect(args.onTokensChange).toHaveBeenLastCalledWith(['Anna', 'Aarhus']);
    // The list is one tab stop (remove buttons are not in the tab order): Tab goes on to the input.
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** Disabled: no typing, and the tokens have no remove buttons. */
export const Disabled: Story = {
  args: { defaultTokens: ['Anna', 'Hansen'], isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Søg' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Fjern/ })).not.toBeInTheDocument();
  },
};

const states: { name: string; props: Partial<TokenSearchProps> }[] = [
  { name: 'tom', props: {} },
  { name: 'med søgeord', props: { defaultTokens: ['Anna', 'Hansen'] } },
  {
    name: 'mange søgeord',
    props: { defaultTokens: ['Anna', 'Hansen', 'Aarhus', 'anna@example.dk', 'U12 piger', 'Senior herrer'] },
  },
  { name: 'beskrivelse', props: { description: 'Tryk Enter for at tilføje et søgeord' } },
  { name: 'deaktiveret', props: { defaultTokens: ['Anna'], isDisabled: true } },
];

/** Every state: the screenshot that guards the look. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid w-[48rem] grid-cols-2 gap-x-6 gap-y-4">
      {states.map((state) => (
        <TokenSearch key={state.name} {...args} className="" label={`Søg (${state.name})`} {...state.props} />
      ))}
    </div>
  ),
};
