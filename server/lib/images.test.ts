import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { ImageRefused, reencodeFlatImage, reencodeImage } from './images.ts';

/** A photo-like image: random noise compresses badly, so its compressed bytes contain every byte pair. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let x = 2463534242;
  for (let i = 0; i < pixels.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

function withPngText(png: Buffer, text: string): Buffer {
  const data = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`Comment\0${text}`, 'latin1')]);
  const chunk = Buffer.alloc(data.length + 8);
  chunk.writeUInt32BE(data.length - 4, 0);
  data.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(data), data.length + 4);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

describe('receipt images', () => {
  it('accepts real-size photos and screenshots whatever bytes their pixel data holds', async () => {
    const photo = await noise(1080, 1920).jpeg({ quality: 92 }).toBuffer();
    const screenshot = await noise(720, 1280).png().toBuffer();
    const webp = await noise(800, 600).webp().toBuffer();
    expect(photo.includes(Buffer.from('<%', 'latin1'))).toBe(true);
    for (const image of [photo, screenshot, webp]) {
      const out = await reencodeImage(image);
      expect((await sharp(out).metadata()).format).toBe('jpeg');
    }
  });

  it('refuses markup hidden in metadata', async () => {
    const jpeg = await noise(64, 64).jpeg().toBuffer();
    const png = await noise(64, 64).png().toBuffer();
    await expect(reencodeImage(withJpegComment(jpeg, '<script>alert(1)</script>'))).rejects.toThrow(ImageRefused);
    await expect(reencodeImage(withPngText(png, '<?php system($_GET[1]); ?>'))).rejects.toThrow('The image contains web page code and was refused.');
  });
});

describe('payment QR images', () => {
  it('stores a QR code as a palette PNG a fraction of a JPEG, every module still in place', async () => {
    const qr = await QRCode.toBuffer('upi://pay?pa=matka@upi&pn=Matka&cu=INR', { type: 'png', width: 480, margin: 2 });
    const stored = await reencodeFlatImage(qr);
    const jpeg = await reencodeImage(qr);
    expect(stored.type).toBe('png');
    expect((await sharp(stored.bytes).metadata()).format).toBe('png');
    expect(stored.bytes.length * 10).toBeLessThan(jpeg.length);
    const [before, after] = await Promise.all([qr, stored.bytes].map((b) => sharp(b).greyscale().raw().toBuffer()));
    expect(after).toEqual(before);
  });

  it('stores a JPEG when the palette would spell markup (a palette is stored as the colours are)', async () => {
    // The colour 3c 61 20 is "<a " in a PNG's palette; white and it alone would make a tiny palette PNG.
    const pixels = Buffer.alloc(100 * 100 * 3, 0xff);
    for (let i = 0; i < 100 * 100; i += 2) pixels.set([0x3c, 0x61, 0x20], i * 3);
    const image = await sharp(pixels, { raw: { width: 100, height: 100, channels: 3 } })
      .png()
      .toBuffer();
    const palette = await sharp(image).png({ palette: true }).toBuffer();
    expect(palette.toString('latin1')).toContain('<a ');
    const stored = await reencodeFlatImage(image);
    expect(stored.type).toBe('jpeg');
    expect(stored.bytes.toString('latin1')).not.toContain('<a ');
  });

  it('keeps a photo as a JPEG, and refuses what any upload refuses', async () => {
    const photo = await noise(640, 480).jpeg({ quality: 92 }).toBuffer();
    const stored = await reencodeFlatImage(photo);
    expect(stored.type).toBe('jpeg');
    expect((await sharp(stored.bytes).metadata()).format).toBe('jpeg');
    const png = await noise(64, 64).png().toBuffer();
    await expect(reencodeFlatImage(withPngText(png, '<script>alert(1)</script>'))).rejects.toThrow(ImageRefused);
    await expect(reencodeFlatImage(Buffer.from('not an image'))).rejects.toThrow('The file must be a PNG, JPEG or WebP image.');
  });
});
