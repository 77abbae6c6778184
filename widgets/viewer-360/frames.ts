/** Auto-rotation speed (default 100 ms per frame). */
export const AUTO_ROTATE_INTERVAL = 100;

/** How the 360 view is turned. */
export type ViewerType = 'drag' | 'slider' | 'auto';

export const VIEWER_TYPES: readonly ViewerType[] = ['drag', 'slider', 'auto'];

/** `i` brought into 0..frames-1, turning past either end (frame -1 is the last one). */
export function wrapFrame(i: number, frames: number): number {
  if (frames <= 0) return 0;
  return ((Math.trunc(i) % frames) + frames) % frames;
}

/**
 * The frame shown while dragging: a drag across the whole width of the view turns the product once
 * (every frame), dragging right turns forward.
 */
export function frameForDrag(startFrame: number, dx: number, width: number, frames: number): number {
  if (frames <= 0 || width <= 0) return wrapFrame(startFrame, frames);
  const step = Math.round((dx / width) * frames);
  return wrapFrame(startFrame + step, frames);
}

/** The address of a frame: `{frame}` in the template is replaced by the 0-based frame number. */
export function frameUrl(template: string, frame: number): string {
  return template.replaceAll('{frame}', String(frame));
}

/** Auto-rotation runs when the customer wants it and is not hovering or focusing the view. */
export function shouldRotate(state: { playing: boolean; held: boolean }): boolean {
  return state.playing && !state.held;
}

/** The frame after `frame` for an arrow key, Home or End; undefined for other keys. */
export function frameForKey(key: string, frame: number, frames: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return wrapFrame(frame + 1, frames);
    case 'ArrowLeft':
    case 'ArrowDown':
      return wrapFrame(frame - 1, frames);
    case 'Home':
      return 0;
    case 'End':
      return wrapFrame(frames - 1, frames);
    default:
      return undefined;
  }
}
