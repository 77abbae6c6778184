// cropperjs, loaded on demand by `loadCropper()` (libraries.ts): the chunk of its own that holds
// it. Its custom elements are defined as the chunk runs, so the crop dialog can create them.
import { CropperCanvas, CropperHandle, CropperImage, CropperSelection, CropperShade } from 'cropperjs';

for (const element of [CropperCanvas, CropperImage, CropperShade, CropperHandle, CropperSelection])
  element.$define();

export type { CropperCanvas, CropperSelection } from 'cropperjs';
