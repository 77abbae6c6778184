/** The crop display box: at most 568 x 400 pixels. */
export const CROP_BOX = { width: 568, height: 400 } as const;

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** What an image's size means for the crop size. */
export type SizeVerdict = 'as-is' | 'too-small' | 'crop';

/**
 * No crop size, or exactly the crop size: added as it is; smaller on either side: refused;
 * otherwise the crop modal.
 */
export function sizeVerdict(image: Size, crop: Size | undefined): SizeVerdict {
  if (!crop) return 'as-is';
  if (image.width === crop.width && image.height === crop.height) return 'as-is';
  if (image.width < crop.width || image.height < crop.height) return 'too-small';
  return 'crop';
}

/** The scale that fits the image in the display box (never enlarged). */
export function displayScale(image: Size, box: Size = CROP_BOX): number {
  return Math.min(box.width / image.width, box.height / image.height, 1);
}

/** The crop rules in display pixels: the aspect ratio, the minimum size and the bounds. */
export interface CropFrame {
  bounds: Size;
  aspect: number;
  min: Size;
}

export function cropFrame(image: Size, crop: Size, scale: number): CropFrame {
  return {
    bounds: { width: image.width * scale, height: image.height * scale },
    aspect: crop.width / crop.height,
    min: { width: crop.width * scale, height: crop.height * scale },
  };
}

const EPSILON = 0.75;

/** Whether a proposed selection keeps the aspect ratio, the minimum size and stays on the image. */
export function allowed(rect: Rect, frame: CropFrame): boolean {
  const { bounds, aspect, min } = frame;
  if (rect.width + EPSILON < min.width || rect.height + EPSILON < min.height) return false;
  if (Math.abs(rect.width - rect.height * aspect) > Math.max(1.5, aspect)) return false;
  return (
    rect.x >= -EPSILON &&
    rect.y >= -EPSILON &&
    rect.x + rect.width <= bounds.width + EPSILON &&
    rect.y + rect.height <= bounds.height + EPSILON
  );
}

/** The largest selection of the crop's aspect ratio, centred on the image. */
export function initialSelection(frame: CropFrame): Rect {
  const { bounds, aspect } = frame;
  const width = Math.min(bounds.width, bounds.height * aspect);
  const height = width / aspect;
  return { x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width, height };
}

/** The selection moved by (dx, dy), kept on the image. */
export function moveBy(rect: Rect, dx: number, dy: number, frame: CropFrame): Rect {
  const x = Math.min(Math.max(rect.x + dx, 0), frame.bounds.width - rect.width);
  const y = Math.min(Math.max(rect.y + dy, 0), frame.bounds.height - rect.height);
  return { ...rect, x, y };
}

/** The selection grown or shrunk about its centre by `factor`, between the minimum and the image. */
export function resizeBy(rect: Rect, factor: number, frame: CropFrame): Rect {
  const { bounds, aspect, min } = frame;
  const largest = Math.min(bounds.width, bounds.height * aspect);
  const width = Math.min(Math.max(rect.width * factor, min.width), largest);
  const height = width / aspect;
  const centre = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  const x = Math.min(Math.max(centre.x - width / 2, 0), bounds.width - width);
  const y = Math.min(Math.max(centre.y - height / 2, 0), bounds.height - height);
  return { x, y, width, height };
}

/**
 * The selection in the original's pixels (what the crop call sends): never under the crop size,
 * never off the image.
 */
export function toOriginal(rect: Rect, scale: number, image: Size, crop: Size): Rect {
  const width = Math.min(Math.max(Math.round(rect.width / scale), crop.width), image.width);
  const height = Math.min(Math.max(Math.round(rect.height / scale), crop.height), image.height);
  const x = Math.min(Math.max(Math.round(rect.x / scale), 0), image.width - width);
  const y = Math.min(Math.max(Math.round(rect.y / scale), 0), image.height - height);
  return { x, y, width, height };
}
