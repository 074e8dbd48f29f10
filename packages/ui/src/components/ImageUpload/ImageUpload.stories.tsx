import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ImageUpload, type ImageUploadValue } from './ImageUpload';

/** A club logo as an inline SVG (deterministic, no network). */
const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0f766e"/><circle cx="48" cy="40" r="18" fill="#ccfbf1"/><rect x="20" y="64" width="56" height="14" rx="7" fill="#ccfbf1"/></svg>',
  );

/** A 1600×800 PNG drawn in the browser: left half teal, right half amber, a white disc in the middle. */
async function bannerPng(width = 1600, height = 800): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#0f766e';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#f59e0b';
  context.fillRect(width / 2, 0, width / 2, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas.toBlob failed');
  return new File([blob], 'banner.png', { type: 'image/png' });
}

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** Decodes bare base64 in the browser and reports the image's size. */
async function decodedSize({ base64, mimeType }: ImageUploadValue) {
  const image = new Image();
  image.src = `data:${mimeType};base64,${base64}`;
  await image.decode();
  return { width: image.naturalWidth, height: image.naturalHeight };
}

const meta = {
  title: 'UI/ImageUpload',
  component: ImageUpload,
  args: { onChange: fn() },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The current image in the circle. */
export const WithImage: Story = { args: { src: logo, previewAlt: 'Foreningens logo', label: 'Logo' } };

/** A wide logo, such as a sponsor's banner, as a SVG (deterministic, no network). */
const wideLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" fill="#1e3a5f"/><circle cx="50" cy="50" r="30" fill="#f59e0b"/><rect x="100" y="32" width="170" height="16" rx="4" fill="#ffffff"/><rect x="100" y="58" width="120" height="10" rx="3" fill="#f59e0b"/></svg>',
  );

/** `shape="banner"`: a wide box that shows the whole image (a sponsor's logo), not a circle that crops it. */
export const Banner: Story = {
  args: { src: wideLogo, previewAlt: 'Sponsorens logo', label: 'Logo', shape: 'banner' },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('img', { name: 'Sponsorens logo' });
    await expect(preview).toHaveClass('object-contain');
    const box = preview.parentElement?.getBoundingClientRect();
    await expect((box?.width ?? 0) / (box?.height ?? 1)).toBeGreaterThan(1.5);
  },
};

/** The file picker accepts images only. */
export const AcceptsImagesOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
  },
};

/**
 * The encoding, in a real browser: a 1600×800 PNG is handed back as bare base64 (no `data:` prefix) of an
 * 800×400 image, and the circle previews it.
 */
export const ScalesTo800: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), await bannerPng());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const value = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as ImageUploadValue;
    await expect(value.base64.startsWith('data:')).toBe(false);
    await expect(value.base64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    await expect(value).toMatchObject({ mimeType: 'image/png', width: 800, height: 400 });
    await expect(await decodedSize(value)).toEqual({ width: 800, height: 400 });
    await expect(canvas.getByRole('img', { name: 'Valgt billede' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${value.base64}`,
    );
  },
};

/** A small image is never enlarged. */
export const SmallImageKept: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), await bannerPng(300, 200));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const value = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as ImageUploadValue;
    await expect(await decodedSize(value)).toEqual({ width: 300, height: 200 });
  },
};

/** A file that is not an image (chosen past the picker's filter) is refused with a red message. */
export const RejectsNonImage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Navn;Email'], 'medlemmer.csv', { type: 'text/csv' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Filen er ikke et billede. Vælg fx en JPG- eller PNG-fil.');
    await expect(canvas.getByRole('button', { name: 'Vælg billede' })).toHaveAccessibleDescription(
      'Filen er ikke et billede. Vælg fx en JPG- eller PNG-fil.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Spec §8: a file upload error is shown in red under the file picker (`errorMessage`). */
export const UploadError: Story = {
  args: { src: logo, errorMessage: 'Billedet kunne ikke gemmes. Prøv igen.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Billedet kunne ikke gemmes. Prøv igen.');
  },
};

/** Disabled: the button can be neither focused nor pressed. */
export const Disabled: Story = {
  args: { src: logo, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vælg billede' })).toBeDisabled();
  },
};

/** The button opens the picker from the keyboard too (focus, then Enter). */
export const KeyboardReachable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vælg billede' })).toHaveFocus();
  },
};

/** Empty, with an image, with an error, disabled. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid grid-cols-[repeat(2,320px)] gap-6">
      <ImageUpload {...args} />
      <ImageUpload {...args} src={logo} label="Logo" />
      <ImageUpload {...args} src={logo} errorMessage="Billedet kunne ikke gemmes. Prøv igen." />
      <ImageUpload {...args} src={logo} isDisabled />
    </div>
  ),
};
