/**
 * Image work is bounded by a small queue: however many receipts arrive at once, at most MAX_PARALLEL_DECODES of them
 * are being decoded and re-encoded at any moment, and a receipt above the receipt pixel limit is refused from its
 * header, never decoded. Observed by counting the image library's decode calls (not by timing): every decode is held
 * until the test lets it go, so what the queue admits is seen exactly.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Gate {
  release: () => void;
}

const probe = vi.hoisted(() => ({
  headerReads: 0,
  decodesStarted: 0,
  decodesRunning: 0,
  peak: 0,
  held: [] as Gate[],
  hold: false,
}));

vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: (...args: unknown[]) => Record<string, (...a: unknown[]) => unknown> }).default;
  const wrapped = (...args: unknown[]) => {
    const image = real(...args);
    const metadata = image.metadata!.bind(image);
    const toBuffer = image.toBuffer!.bind(image);
    image.metadata = async (...a: unknown[]) => {
      const result = await metadata(...a);
      probe.headerReads += 1;
      return result;
    };
    image.toBuffer = async (...a: unknown[]) => {
      probe.decodesStarted += 1;
      probe.decodesRunning += 1;
      probe.peak = Math.max(probe.peak, probe.decodesRunning);
      try {
        if (probe.hold) await new Promise<void>((resolve) => probe.held.push({ release: resolve }));
        return await toBuffer(...a);
      } finally {
        probe.decodesRunning -= 1;
      }
    };
    return image;
  };
  return { default: Object.assign(wrapped, real) };
});

const { default: sharp } = await import('sharp');
const { ImageRefused, MAX_PARALLEL_DECODES, MAX_RECEIPT_PIXELS, reencodeImage } = await import('../../server/lib/images.ts');

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6b8c' } })
    .png()
    .toBuffer();

/** Lets every pending callback and promise run (the image library answers on its own threads). */
async function settle(until: () => boolean) {
  for (let i = 0; i < 2000 && !until(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function reset() {
  Object.assign(probe, { headerReads: 0, decodesStarted: 0, decodesRunning: 0, peak: 0, held: [], hold: false });
}

afterEach(() => {
  for (const gate of probe.held) gate.release();
  reset();
});

describe('the image queue', () => {
  it('admits at most a small, fixed number of decodes at once, and lets the rest through in turn', async () => {
    expect(MAX_PARALLEL_DECODES).toBeGreaterThanOrEqual(1);
    expect(MAX_PARALLEL_DECODES).toBeLessThanOrEqual(2);
    const images = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => png(300 + i, 200)));
    reset();
    probe.hold = true;
    const work = images.map((bytes) => reencodeImage(bytes, { maxPixels: MAX_RECEIPT_PIXELS }));

    // Every header is read (cheap, not queued); of the six decodes only the admitted ones have started.
    await settle(() => probe.headerReads === images.length);
    expect(probe.headerReads).toBe(images.length);
    expect(probe.decodesStarted).toBe(MAX_PARALLEL_DECODES);
    expect(probe.decodesRunning).toBe(MAX_PARALLEL_DECODES);

    // Letting one finish admits exactly the next one.
    while (probe.held.length > 0) {
      const before = probe.decodesStarted;
      probe.held.shift()!.release();
      await settle(() => probe.decodesStarted > before || probe.decodesStarted === images.length);
      expect(probe.decodesRunning).toBeLessThanOrEqual(MAX_PARALLEL_DECODES);
    }
    const results = await Promise.all(work);
    expect(results).toHaveLength(images.length);
    for (const jpeg of results) expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(probe.decodesStarted).toBe(images.length);
    expect(probe.peak).toBe(MAX_PARALLEL_DECODES);
  });

  it('a failing decode gives its turn to the next image', async () => {
    const good = await png(64, 64);
    // A PNG whose pixel data is damaged: the header reads, the decode fails.
    const broken = Buffer.from(good);
    const idat = broken.indexOf('IDAT', 0, 'latin1');
    broken.fill(0x41, idat + 8, idat + 40);
    reset();
    const results = await Promise.allSettled([reencodeImage(broken), reencodeImage(good), reencodeImage(good)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(ImageRefused);
    expect(probe.peak).toBeLessThanOrEqual(MAX_PARALLEL_DECODES);
  });

  it('refuses a receipt above the receipt pixel limit from its header, without decoding it', async () => {
    const big = await png(4001, 4000); // 16.004 megapixels
    reset();
    await expect(reencodeImage(big, { maxPixels: MAX_RECEIPT_PIXELS })).rejects.toThrow('The image is too large: at most 16 megapixels.');
    expect(probe.headerReads).toBe(1);
    expect(probe.decodesStarted).toBe(0);
    const fits = await png(4000, 4000);
    reset();
    await expect(reencodeImage(fits, { maxPixels: MAX_RECEIPT_PIXELS })).resolves.toBeInstanceOf(Buffer);
    expect(probe.decodesStarted).toBe(1);
  });
});
