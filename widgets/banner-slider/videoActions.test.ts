import { videoActions } from './videoActions.ts';

describe('banner slider video actions', () => {
  it('plays the video of the slide shown and pauses the others', () => {
    expect(videoActions([false, true, true], 1, true)).toEqual(['none', 'play', 'pause']);
  });

  it('pauses a video when its slide is left', () => {
    expect(videoActions([false, true, false], 2, true)).toEqual(['none', 'pause', 'none']);
  });

  it('leaves the shown video alone when videos must not start on their own', () => {
    expect(videoActions([true, true], 0, false)).toEqual(['none', 'pause']);
  });
});
