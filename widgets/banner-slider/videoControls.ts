/**
 * With its own pause button (an autoplaying slider) the banner is its videos' one control: the
 * browser's control bar goes, and the button pauses and plays the shown video with the slides. The
 * server markup keeps `controls` (the customer's way without JavaScript, or in a slider without a
 * duration, which has no pause button). Returns what gives the bars back on unmount.
 */
export function takeOverVideos(
  root: HTMLElement,
  toggle: HTMLButtonElement | null,
  videos: readonly (HTMLVideoElement | null)[],
  shown: () => number,
  signal: AbortSignal,
): () => void {
  const taken = toggle ? videos.filter((video): video is HTMLVideoElement => video?.controls === true) : [];
  if (!toggle || taken.length === 0) return () => {};
  for (const video of taken) video.controls = false;
  // Runs after the autoplay's own listener (added first), so `data-autoplay` is already the new state.
  toggle.addEventListener(
    'click',
    () => {
      const video = videos[shown()];
      if (!video) return;
      if (root.dataset.autoplay === 'stopped') video.pause();
      // A refused play (an unmuted video without a gesture) is a click away: the button again.
      else video.play().catch(() => {});
    },
    { signal },
  );
  return () => {
    for (const video of taken) video.controls = true;
  };
}
