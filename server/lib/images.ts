/**
 * Accepts an uploaded image only if its bytes are a plain PNG, JPEG or WebP within the limits, and returns it
 * re-encoded as a fresh JPEG (a picture of few colours may be a palette PNG), so nothing but pixels (no metadata,
 * scripts or appended files) is ever stored.
 */
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 6000;
const MAX_PIXELS = 30_000_000;
/** Payment receipts are screenshots or phone photos: a lower limit keeps each decode's memory small. */
export const MAX_RECEIPT_PIXELS = 16_000_000;
const STORED_MAX_SIDE = 2000;
/** Decodes run one at a time (each may take a few hundred MB and a core); the rest wait their turn. */
export const MAX_PARALLEL_DECODES = 1;

sharp.concurrency(1);
sharp.cache(false);

let decoding = 0;
const queue: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= MAX_PARALLEL_DECODES) await new Promise<void>((resolve) => queue.push(resolve));
  decoding += 1;
  try {
    return await work();
  } finally {
    decoding -= 1;
    queue.shift()?.();
  }
}

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

/**
 * The parts of the file that are not compressed pixels (text and metadata), where markup could hide. Compressed
 * pixel data is left out: any two bytes occur in it by chance, and it is replaced by the re-encoding anyway.
 */
function metadataOf(b: Buffer, kind: Kind): Buffer[] {
  const parts: Buffer[] = [];
  if (kind === 'png') {
    for (let at = 8; at + 12 <= b.length;) {
      const length = b.readUInt32BE(at);
      const type = b.toString('latin1', at + 4, at + 8);
      if (type !== 'IDAT') parts.push(b.subarray(at + 8, Math.min(at + 8 + length, b.length)));
      at += 12 + length;
    }
  } else if (kind === 'jpeg') {
    for (let at = 2; at + 4 <= b.length && b[at] === 0xff;) {
      const marker = b[at + 1]!;
      if (marker === 0xda) break; // start of scan: compressed pixels follow
      const length = b.readUInt16BE(at + 2);
      if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) parts.push(b.subarray(at + 4, Math.min(at + 2 + length, b.length)));
      at += 2 + length;
    }
  } else {
    for (let at = 12; at + 8 <= b.length;) {
      const type = b.toString('latin1', at, at + 4);
      const length = b.readUInt32LE(at + 4);
      if (!['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(type)) parts.push(b.subarray(at + 8, Math.min(at + 8 + length, b.length)));
      at += 8 + length + (length % 2);
    }
  }
  return parts;
}

const carriesMarkup = (bytes: Buffer, kind: Kind): boolean => metadataOf(bytes, kind).some((part) => ACTIVE_CONTENT.test(part.toString('latin1')));

export interface ImageLimits {
  /** Most pixels (width x height) accepted; the default is the general limit. */
  maxPixels?: number;
}

/** An image as stored: its bytes and their type. */
export interface StoredImage {
  bytes: Buffer;
  type: 'png' | 'jpeg';
}

/** Checks the upload (see the file's comment) and returns the pixel limit its decoding runs under. */
async function checkImage(bytes: Buffer, limits: ImageLimits): Promise<number> {
  const maxPixels = Math.min(limits.maxPixels ?? MAX_PIXELS, MAX_PIXELS);
  if (bytes.length === 0) throw new ImageRefused('The image file is empty.');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRefused('The image must be at most 5 MB.');
  const kind = sniff(bytes);
  if (!kind) throw new ImageRefused('The file must be a PNG, JPEG or WebP image.');
  if (!endsCleanly(bytes, kind)) throw new ImageRefused('The image has extra data after its end and was refused.');
  if (carriesMarkup(bytes, kind)) {
    throw new ImageRefused('The image contains web page code and was refused.');
  }

  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('The image could not be read. Please upload a clear screenshot or photo.');
  }
  if (meta.format !== kind) throw new ImageRefused('The file must be a PNG, JPEG or WebP image.');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new ImageRefused(`The image is too large: at most ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels.`);
  }
  if (width * height > maxPixels) {
    throw new ImageRefused(`The image is too large: at most ${Math.floor(maxPixels / 1_000_000)} megapixels.`);
  }
  return maxPixels;
}

/** The decoded, upright, size-limited pixels on white, ready to encode. */
const pixels = (bytes: Buffer, maxPixels: number) =>
  sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });

async function encoded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await inTurn(work);
  } catch {
    throw new ImageRefused('The image could not be read. Please upload a clear screenshot or photo.');
  }
}

export async function reencodeImage(bytes: Buffer, limits: ImageLimits = {}): Promise<Buffer> {
  const maxPixels = await checkImage(bytes, limits);
  return encoded(() => pixels(bytes, maxPixels).jpeg({ quality: 85 }).toBuffer());
}

/**
 * A picture of few colours (a payment QR code): checked like any upload, then stored as whichever is smaller, a
 * palette PNG or a JPEG. A QR code is then some 1.5 KB instead of 34 KB of JPEG, which a phone on a slow link
 * downloads before it can draw Add Fund; a photo of one usually stays a JPEG.
 */
export async function reencodeFlatImage(bytes: Buffer): Promise<StoredImage> {
  const maxPixels = await checkImage(bytes, {});
  return encoded(async () => {
    const image = pixels(bytes, maxPixels);
    const png = await image.clone().png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 }).toBuffer();
    const jpeg = await image.clone().jpeg({ quality: 85 }).toBuffer();
    // A palette is stored as it is, and its colours are the uploader's to choose: one that spells markup is no PNG.
    return png.length <= jpeg.length && !carriesMarkup(png, 'png') ? { bytes: png, type: 'png' } : { bytes: jpeg, type: 'jpeg' };
  });
}
