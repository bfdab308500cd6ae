import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { ApiError } from '../errors.ts';
import { decodesWaiting, ImageRefused, inTurn, MAX_WAITING_DECODES, reencodeFlatImage, reencodeImage } from './images.ts';

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

describe('a JPEG cut short', () => {
  const cut = (jpeg: Buffer, share: number) => Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length * share)), Buffer.from([0xff, 0xd9])]);

  it('is refused, baseline or progressive, as a receipt and as a payment QR', async () => {
    for (const jpeg of [await noise(400, 300).jpeg().toBuffer(), await noise(400, 300).jpeg({ progressive: true }).toBuffer()]) {
      await expect(reencodeImage(jpeg)).resolves.toBeInstanceOf(Buffer);
      await expect(reencodeImage(cut(jpeg, 0.4))).rejects.toThrow('The image could not be read. Please upload a clear screenshot or photo.');
      await expect(reencodeFlatImage(cut(jpeg, 0.5))).rejects.toThrow(ImageRefused);
    }
  });

  it('is not confused with the stray bytes some cameras write before a marker, which lose no pixels', async () => {
    const jpeg = await noise(400, 300).jpeg({ mozjpeg: true }).toBuffer();
    const stray = Buffer.concat([jpeg.subarray(0, jpeg.length - 2), Buffer.from([1, 2, 3, 0xff, 0xd9])]);
    await expect(sharp(stray, { failOn: 'warning' }).toBuffer()).rejects.toThrow(/extraneous bytes/);
    const [stored, clean] = await Promise.all([reencodeImage(stray), reencodeImage(jpeg)]);
    expect((await sharp(stored).metadata()).width).toBe(400);
    expect(stored.length).toBe(clean.length);
  });
});

describe('decodes in turn', () => {
  /** Takes the decoding slot for `owner` until `release` is called, as a long decode would. */
  const holdSlot = (owner: string) => {
    let release!: () => void;
    const held = inTurn(owner, () => new Promise<void>((resolve) => (release = resolve)));
    return { held, release: () => release() };
  };
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 2000 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done()).toBe(true);
  };

  it("takes turns by owner: one owner's burst delays another's upload by one decode", async () => {
    const small = await noise(64, 64).png().toBuffer();
    const finished: string[] = [];
    const run = (name: string, bytes: Buffer, owner: string) => reencodeImage(bytes, { owner }).then(() => finished.push(name));
    const a1 = holdSlot('a');
    const all = [a1.held.then(() => finished.push('a1'))];
    for (const [i, name] of ['a2', 'a3', 'a4'].entries()) {
      all.push(run(name, small, 'a'));
      await until(() => decodesWaiting() === i + 1);
    }
    all.push(run('b1', small, 'b'));
    await until(() => decodesWaiting() === 4);
    a1.release();
    await Promise.all(all);
    expect(finished).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
  });

  it('refuses a decode with 503 when too many wait, and takes uploads again once they are read', async () => {
    const small = await noise(64, 64).png().toBuffer();
    const first = holdSlot('first');
    const all: Array<Promise<unknown>> = [];
    for (let i = 0; i < MAX_WAITING_DECODES; i += 1) {
      all.push(reencodeImage(small, { owner: `p${i % 3}` }));
      await until(() => decodesWaiting() === i + 1);
    }
    const refused = await reencodeImage(small, { owner: 'late' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE', extra: { retryAfterSeconds: 60 } });
    expect(decodesWaiting()).toBe(MAX_WAITING_DECODES);
    first.release();
    await first.held;
    expect(await Promise.all(all)).toHaveLength(MAX_WAITING_DECODES);
    expect(decodesWaiting()).toBe(0);
    await expect(reencodeImage(small, { owner: 'late' })).resolves.toBeInstanceOf(Buffer);
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
