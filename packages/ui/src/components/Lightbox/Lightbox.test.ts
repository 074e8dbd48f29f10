import { describe, expect, it } from 'vitest';
import { LIGHTBOX_IMAGE_WIDTH } from './Lightbox';

describe('LIGHTBOX_IMAGE_WIDTH', () => {
  it('is the spec width of 600 px (§2 image lightbox, §9 lightbox images)', () => {
    expect(LIGHTBOX_IMAGE_WIDTH).toBe(600);
  });
});
