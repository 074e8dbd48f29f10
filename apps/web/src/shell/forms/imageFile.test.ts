import { describe, expect, it } from 'vitest';
import { imageFile } from './imageFile';

describe('imageFile', () => {
  it('turns the encoded image back into bytes with its type and an extension', async () => {
    const file = imageFile({ base64: btoa('\x89PNG'), mimeType: 'image/png', width: 1, height: 1 }, 'logo');
    expect(file.name).toBe('logo.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
