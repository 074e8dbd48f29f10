export { Lightbox, LIGHTBOX_IMAGE_WIDTH } from './Lightbox';
export type { LightboxProps } from './Lightbox';
