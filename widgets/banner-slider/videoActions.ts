/** What to do with a slide's video when the slider shows slide `active`. */
export type VideoAction = 'play' | 'pause' | 'none';

/**
 * One action per slide: the shown slide's video plays (unless `autoplayVideos` is false, e.g.
 * under prefers-reduced-motion, when it is left to its own controls), every other video pauses.
 */
export function videoActions(
  hasVideo: readonly boolean[],
  active: number,
  autoplayVideos: boolean,
): VideoAction[] {
  return hasVideo.map((video, index) => {
    if (!video) return 'none';
    if (index !== active) return 'pause';
    return autoplayVideos ? 'play' : 'none';
  });
}
