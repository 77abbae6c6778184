/** What a viewer control (slider, drag, auto-rotation) works on. */
export interface ViewerStage {
  /** The widget's element (the `<figure>`). */
  readonly el: HTMLElement;
  /** The element wrapping the frame image. */
  readonly stage: HTMLElement;
  readonly frames: number;
  /** The frame shown, 0-based. */
  readonly frame: number;
  /** Shows a frame (wrapped round). */
  show(frame: number): void;
  /** Starts loading every frame (once). */
  preload(): void;
  /** "Frame n of count", translated. */
  position(): string;
  readonly signal: AbortSignal;
}

/** A control's part in the viewer: what it does on each frame, and its teardown. */
export interface ViewerControl {
  onFrame(): void;
  remove(): void;
}
