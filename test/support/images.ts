import sharp from 'sharp';

/** A file as Playwright's setInputFiles takes it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real picture of that size (a colour with a diagonal band so crops are visible), made with sharp. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  name = `photo-${width}x${height}.${format === 'jpeg' ? 'jpg' : 'png'}`,
): Promise<TestFile> {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><polygon points="0,0 ${width / 3},0 ${width},${height} ${(2 * width) / 3},${height}" fill="#f4c542"/></svg>`,
  );
  const image = sharp({ create: { width, height, channels: 3, background: '#2d6a8f' } }).composite([
    { input: band },
  ]);
  const buffer = await (format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  return { name, mimeType: format === 'jpeg' ? 'image/jpeg' : 'image/png', buffer };
}

/** A text file, optionally named like an image (a non-image in disguise). */
export function makeText(name: string, text = 'not a picture\n', mimeType = 'text/plain'): TestFile {
  return { name, mimeType, buffer: Buffer.from(text) };
}

/** A file of `bytes` bytes of noise with that name. */
export function makeBytes(name: string, bytes: number, mimeType = 'application/octet-stream'): TestFile {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 4096) buffer[i] = (i * 31) % 251;
  return { name, mimeType, buffer };
}
