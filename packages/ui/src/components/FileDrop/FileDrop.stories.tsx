import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import { FileDrop } from './FileDrop';

const csv = () => new File(['Fornavn;Efternavn\nAnna;Holm\n'], 'medlemmer.csv', { type: 'text/csv' });
const txt = () => new File(['Anna Holm'], 'medlemmer.txt', { type: 'text/plain' });

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/**
 * The picker's `accept` filter would hide a .txt file from the upload (as the browser's dialog does);
 * these stories test the check behind it, which also guards drops, so they pick past the filter.
 */
const pickPastFilter = baseUserEvent.setup({ applyAccept: false });

/**
 * Drags `file` over `target` and drops it, with the events a browser sends. A file added by script has
 * no file-system entry (a real drop has one) and RAC skips entry-less items, so during the events every
 * file item reports a plain-file entry.
 */
function dropFile(target: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  const { left, top } = target.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, dataTransfer, clientX: left + 10, clientY: top + 10 };
  const proto = DataTransferItem.prototype;
  const original = Object.getOwnPropertyDescriptor(proto, 'webkitGetAsEntry');
  Object.defineProperty(proto, 'webkitGetAsEntry', {
    configurable: true,
    value(this: DataTransferItem) {
      return this.kind === 'file' ? { isFile: true, isDirectory: false } : null;
    },
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, init));
  } finally {
    if (original) Object.defineProperty(proto, 'webkitGetAsEntry', original);
  }
}

/** The drop zone: FileTrigger renders its hidden input straight inside it. */
const dropZoneOf = (root: HTMLElement) => {
  const zone = fileInput(root).parentElement;
  if (!zone) throw new Error('no drop zone');
  return zone;
};

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: { onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="w-[440px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker accepts .csv only (its `accept` filter), with the drop hint beside it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.csv,text/csv');
    await expect(canvas.getByRole('button', { name: 'Vælg fil' })).toBeEnabled();
    await expect(canvas.getByText('eller træk en fil hertil')).toBeVisible();
  },
};

/** A .txt file is refused: the error in red under the picker, the button described by it, no `onSelect`. */
export const Rejected: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await pickPastFilter.upload(fileInput(canvasElement), txt());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Kun .csv-filer kan bruges');
    await expect(canvas.getByRole('button', { name: 'Vælg fil' })).toHaveAccessibleDescription(
      'Kun .csv-filer kan bruges',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A .csv file reaches `onSelect` and its name shows; a refusal before it is cleared. */
export const Accepted: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await pickPastFilter.upload(fileInput(canvasElement), txt());
    await canvas.findByRole('alert');
    const file = csv();
    await pickPastFilter.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(file));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('medlemmer.csv')).toBeVisible();
  },
};

/** Dropped files get the same check: a .txt is refused, a .csv accepted. */
export const Dropped: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    dropFile(dropZoneOf(canvasElement), txt());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kun .csv-filer kan bruges');
    await expect(args.onSelect).not.toHaveBeenCalled();
    dropFile(dropZoneOf(canvasElement), csv());
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Other types: the default error follows the accepted extensions. */
export const OtherTypes: Story = {
  args: { acceptedFileTypes: ['.csv', '.txt'] },
  play: async ({ args, canvas, canvasElement }) => {
    await pickPastFilter.upload(
      fileInput(canvasElement),
      new File(['x'], 'medlemmer.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kun .csv- og .txt-filer kan bruges');
    await pickPastFilter.upload(fileInput(canvasElement), txt());
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
  },
};

/** An error from outside (the server could not read the file) in the same place. */
export const ExternalError: Story = {
  args: { errorMessage: 'Filen kunne ikke læses. Tjek at den er gemt som CSV.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Filen kunne ikke læses. Tjek at den er gemt som CSV.');
  },
};

/** Keyboard: the drop zone is a tab stop (a file can be pasted there), then the picker button. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Træk en fil hertil' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vælg fil' })).toHaveFocus();
  },
};

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/**
 * Several files at once (`allowsMultiple`): they arrive together in `onSelectFiles`, and a file of another type among
 * them refuses the whole choice.
 */
export const Multiple: Story = {
  tags: ['!snapshot'],
  args: {
    acceptedFileTypes: ['image/*'],
    allowsMultiple: true,
    onSelectFiles: fn(),
    label: 'Vælg billeder',
    rejectedMessage: 'Kun billeder kan bruges',
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
    await pickPastFilter.upload(fileInput(canvasElement), [png('a.png'), txt()]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kun billeder kan bruges');
    await expect(args.onSelectFiles).not.toHaveBeenCalled();
    await pickPastFilter.upload(fileInput(canvasElement), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(args.onSelectFiles).toHaveBeenCalledTimes(1));
    await expect(args.onSelectFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.png' }),
    ]);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Disabled: the button can be neither focused nor pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vælg fil' })).toBeDisabled();
  },
};

/** Ready, with an error, disabled, and images instead of CSV. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <FileDrop {...args} />
      <FileDrop {...args} errorMessage="Kun .csv-filer kan bruges" />
      <FileDrop {...args} isDisabled />
      <FileDrop
        {...args}
        acceptedFileTypes={['image/*']}
        label="Vælg billede"
        dropHint="eller træk et billede hertil"
      />
    </div>
  ),
};
