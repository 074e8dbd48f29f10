export { ImageUpload } from './ImageUpload';
export type { ImageUploadProps, ImageUploadValue } from './ImageUpload';
export { scaleToWidth, stripDataUrlPrefix, MAX_IMAGE_WIDTH } from './scaleImage';
export type { ImageSize } from './scaleImage';
