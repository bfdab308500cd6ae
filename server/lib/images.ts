/**
 * Accepts an uploaded image only if its bytes are a plain PNG, JPEG or WebP within the limits, and returns it
 * re-encoded as a fresh JPEG (a picture of few colours may be a palette PNG), so nothing but pixels (no metadata,
 * scripts or appended files) is ever stored.
 */
import sharp from 'sharp';
import { imagesBusy } from '../errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 6000;
const MAX_PIXELS = 30_000_000;
/** Payment receipts are screenshots or phone photos: a lower limit keeps each decode's memory small. */
export const MAX_RECEIPT_PIXELS = 16_000_000;
const STORED_MAX_SIDE = 2000;
/** Decodes run one at a time (each may take a few hundred MB and a core); the rest wait their turn. */
export const MAX_PARALLEL_DECODES = 1;
/**
 * Decodes that may wait at once; more are refused (503) rather than kept, each with its upload in memory, while the
 * players' deposits behind them wait.
 */
export const MAX_WAITING_DECODES = 16;

sharp.concurrency(1);
sharp.cache(false);

let decoding = 0;
/**
 * Waiting decodes by who sent them, in turn order: an owner's first waiting decode runs, then the owner goes to the
 * back of the line. One account's burst of uploads then delays another player's by one decode, not by the burst.
 */
const waiting = new Map<string, Array<() => void>>();
let waitingCount = 0;

/** Decodes waiting for their turn (for tests and diagnostics). */
export const decodesWaiting = () => waitingCount;

/** Hands the free decoding slot to the next owner's first waiting decode; false when none waits. */
function startNext(): boolean {
  const first = waiting.entries().next();
  if (first.done) return false;
  const [owner, jobs] = first.value;
  const start = jobs.shift()!;
  waiting.delete(owner);
  if (jobs.length > 0) waiting.set(owner, jobs);
  waitingCount -= 1;
  start();
  return true;
}

/** Runs `work` in `owner`'s decoding turn (exported for tests, which hold the slot with work of their own). */
export async function inTurn<T>(owner: string, work: () => Promise<T>): Promise<T> {
  if (decoding < MAX_PARALLEL_DECODES) decoding += 1;
  else {
    if (waitingCount >= MAX_WAITING_DECODES) throw imagesBusy();
    // The slot is handed over by the decode that ends (startNext), so no newcomer takes it first.
    await new Promise<void>((resolve) => {
      const jobs = waiting.get(owner) ?? [];
      jobs.push(resolve);
      waiting.set(owner, jobs);
      waitingCount += 1;
    });
  }
  try {
    return await work();
  } finally {
    if (!startNext()) decoding -= 1;
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
  /** Who sent the file (a player, the operators): decodes take turns by owner. */
  owner?: string;
}

/** An image as stored: its bytes and their type. */
export interface StoredImage {
  bytes: Buffer;
  type: 'png' | 'jpeg';
}

/** An upload that passed the checks made without decoding it, ready to be decoded in its owner's turn. */
export interface CheckedImage {
  readonly bytes: Buffer;
  readonly kind: Kind;
  /** The pixel limit its decoding runs under. */
  readonly maxPixels: number;
  readonly owner: string;
}

/** Checks the upload (see the file's comment) from its bytes and header, without decoding its pixels. */
export async function checkImage(bytes: Buffer, limits: ImageLimits = {}): Promise<CheckedImage> {
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
  return { bytes, kind, maxPixels, owner: limits.owner ?? '' };
}

/**
 * How strictly a file is read. A JPEG cut short decodes without an error (libjpeg only warns, and fills the rest
 * grey), which would store a receipt or a payment QR with its lower part missing: its warnings refuse it, but for
 * the stray bytes before a marker that some phone cameras write, which lose no pixels.
 */
const strictness = (kind: Kind) => (kind === 'jpeg' ? 'warning' : 'error');
const harmlessWarning = /extraneous bytes before marker/i;

/** The decoded, upright, size-limited pixels on white, ready to encode. */
const pixels = (bytes: Buffer, maxPixels: number, failOn: 'warning' | 'error') =>
  sharp(bytes, { failOn, limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });

/** Runs `encode` on the checked file's pixels in its owner's turn; any failure to read them refuses the file. */
function encoded<T>({ bytes, kind, maxPixels, owner }: CheckedImage, encode: (image: sharp.Sharp) => Promise<T>): Promise<T> {
  return inTurn(owner, async () => {
    try {
      try {
        return await encode(pixels(bytes, maxPixels, strictness(kind)));
      } catch (error) {
        if (!(error instanceof Error && harmlessWarning.test(error.message))) throw error;
        return await encode(pixels(bytes, maxPixels, 'error'));
      }
    } catch {
      throw new ImageRefused('The image could not be read. Please upload a clear screenshot or photo.');
    }
  });
}

/** The checked upload re-encoded as a JPEG. */
export const reencodeChecked = (image: CheckedImage): Promise<Buffer> => encoded(image, (pixels) => pixels.jpeg({ quality: 85 }).toBuffer());

export const reencodeImage = async (bytes: Buffer, limits: ImageLimits = {}): Promise<Buffer> => reencodeChecked(await checkImage(bytes, limits));

/**
 * A picture of few colours (a payment QR code): checked like any upload, then stored as whichever is smaller, a
 * palette PNG or a JPEG. A QR code is then some 1.5 KB instead of 34 KB of JPEG, which a phone on a slow link
 * downloads before it can draw Add Fund; a photo of one usually stays a JPEG.
 */
export const reencodeFlatImage = async (bytes: Buffer, limits: ImageLimits = {}): Promise<StoredImage> =>
  encoded(await checkImage(bytes, limits), async (image) => {
    const png = await image.clone().png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 }).toBuffer();
    const jpeg = await image.clone().jpeg({ quality: 85 }).toBuffer();
    // A palette is stored as it is, and its colours are the uploader's to choose: one that spells markup is no PNG.
    return png.length <= jpeg.length && !carriesMarkup(png, 'png') ? { bytes: png, type: 'png' } : { bytes: jpeg, type: 'jpeg' };
  });
