/**
 * Accepts an uploaded image only if its bytes are a plain PNG, JPEG or WebP within the limits, and returns it
 * re-encoded as a fresh JPEG, so nothing but pixels (no metadata, scripts or appended files) is ever stored.
 */
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 6000;
const MAX_PIXELS = 30_000_000;
const STORED_MAX_SIDE = 2000;

export class ImageRefused extends Error {}

type Kind = 'png' | 'jpeg' | 'webp';

function sniff(b: Buffer): Kind | undefined {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** True when the file ends where its format says it ends (nothing appended). */
function endsCleanly(b: Buffer, kind: Kind): boolean {
  if (kind === 'png') return b.subarray(b.length - 12).equals(PNG_END);
  if (kind === 'jpeg') return b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;
  return b.readUInt32LE(4) + 8 === b.length;
}

/** Markup that browsers or servers would act on if this file were ever served as something else. */
const ACTIVE_CONTENT = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|a\s|img\s|\?php|%)|javascript:/i;

export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new ImageRefused('The image file is empty.');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRefused('The image must be at most 5 MB.');
  const kind = sniff(bytes);
  if (!kind) throw new ImageRefused('The file must be a PNG, JPEG or WebP image.');
  if (!endsCleanly(bytes, kind)) throw new ImageRefused('The image has extra data after its end and was refused.');
  if (ACTIVE_CONTENT.test(bytes.toString('latin1'))) throw new ImageRefused('The image contains web page code and was refused.');

  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('The image could not be read. Please upload a clear screenshot or photo.');
  }
  if (meta.format !== kind) throw new ImageRefused('The file must be a PNG, JPEG or WebP image.');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_PIXELS) {
    throw new ImageRefused(`The image is too large: at most ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels.`);
  }
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw new ImageRefused('The image could not be read. Please upload a clear screenshot or photo.');
  }
}
