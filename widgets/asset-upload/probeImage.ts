import type { Size } from './cropGeometry.ts';

/**
 * Decodes a file to learn whether it is an image and its pixel size, by its content and never by
 * its name. `createImageBitmap` decodes off the main thread, so a 24-megapixel photo does not
 * freeze the page.
 * @returns the size, or undefined when the file does not decode as an image.
 */
export async function probeImage(file: Blob): Promise<Size | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A scaled copy of the image for the crop modal (the original is never drawn at full size): the
 * decode and the scaling happen off the main thread; the copy is a PNG object URL to revoke.
 */
export async function previewUrl(file: Blob, size: Size): Promise<string> {
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  const bitmap = await createImageBitmap(file, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'medium',
  });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
  if (!blob) throw new Error('asset-upload: the crop preview could not be made');
  return URL.createObjectURL(blob);
}
