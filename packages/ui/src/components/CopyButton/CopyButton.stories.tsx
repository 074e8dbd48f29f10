import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CopyButton, CopyButtonLayout, type CopyButtonStatus } from './CopyButton';
import { COPY_CONFIRMATION_MS } from './confirmation';

const LINK = 'https://klubhus.dk/invitation?clubToken=8f3c2a';

/** The stand-in clipboard of these stories: the real one needs permission and a focused page. */
const writeText = fn(async (_text: string) => {}).mockName('clipboard.writeText');

/** Replaces `navigator.clipboard` for one story (resolving, or rejecting like a browser that refuses). */
const stubClipboard =
  (refuse = false) =>
  () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => {
      if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    // The real clipboard lives on Navigator.prototype: deleting the own property brings it back.
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  };

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { text: LINK, onCopy: fn() },
  beforeEach: stubClipboard(),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * A press copies the text and shows "Kopieret" beside the button (a polite live region). The
 * confirmation is kept for a minute here so that the screenshots see it; the 4 s are tested in
 * `ClearsAfterFourSeconds` and in the unit tests.
 */
export const Copied: Story = {
  args: { confirmationMs: 60_000 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kopiér link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Kopieret'));
    await expect(writeText).toHaveBeenCalledWith(LINK);
    await expect(args.onCopy).toHaveBeenCalledWith(LINK);
  },
};

/** From the keyboard: Tab to the button, Enter copies; Space copies again. */
export const Keyboard: Story = {
  args: { confirmationMs: 60_000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Kopiér link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Kopieret'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
  },
};

/** With the spec's 4 s the confirmation is gone again, in the real browser clock. */
export const ClearsAfterFourSeconds: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kopiér link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Kopieret'));
    const shownAt = performance.now();
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: COPY_CONFIRMATION_MS + 2000,
    });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(COPY_CONFIRMATION_MS - 100);
  },
};

/** The browser refuses: the error shows in red, nothing is confirmed, `onCopy` is not called. */
export const CopyFailed: Story = {
  beforeEach: stubClipboard(true),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kopiér link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Kunne ikke kopiere. Markér teksten og kopiér den selv.',
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** Disabled: nothing to copy yet. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kopiér link' })).toBeDisabled();
  },
};

const statuses: CopyButtonStatus[] = ['idle', 'copied', 'failed'];
const texts = {
  label: 'Kopiér link',
  copiedLabel: 'Kopieret',
  errorMessage: 'Kunne ikke kopiere. Markér teksten og kopiér den selv.',
};

/** Every status (ready, copied, failed) for the secondary and primary button, small, and disabled. */
export const Catalog: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      {statuses.map((status) => (
        <div key={status} className="flex items-center gap-6">
          <CopyButtonLayout {...texts} status={status} variant="secondary" isDisabled={false} />
          <CopyButtonLayout {...texts} status={status} variant="primary" size="sm" isDisabled={false} />
        </div>
      ))}
      <CopyButtonLayout {...texts} status="idle" variant="secondary" isDisabled />
    </div>
  ),
};
