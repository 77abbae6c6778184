import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSettings } from '../../src/settings/index.ts';
import type { AssetView } from './assetView.ts';
import { readAsset, readAssetList } from './assetView.ts';
import { transition, type UploadEvent, type UploadState } from './uploadState.ts';

const asset = readAsset({ AssetId: 7, Name: 'x', Width: 10, Height: 10 }) as AssetView;

const run = (events: UploadEvent[], from: UploadState = { kind: 'added' }) =>
  events.reduce((state, event) => transition(state, event), from);

describe('upload state machine', () => {
  it('goes add → validate → submit → processing → done', () => {
    const state = run([
      { type: 'validate' },
      { type: 'submit' },
      { type: 'uploaded' },
      { type: 'complete', asset },
    ]);
    expect(state).toEqual({ kind: 'done', asset });
  });

  it('stops at invalid when validation rejects the file, with its own message', () => {
    expect(run([{ type: 'validate' }, { type: 'reject', message: 'too big' }])).toEqual({
      kind: 'invalid',
      message: 'too big',
    });
  });

  it('goes through the crop: cropping, the crop sent, back to cropping on a crop error, then done', () => {
    const cropping = run([
      { type: 'validate' },
      { type: 'submit' },
      { type: 'uploaded' },
      { type: 'crop', asset },
    ]);
    expect(cropping.kind).toBe('cropping');
    const failedCrop = run([{ type: 'cropSent' }, { type: 'cropFailed', asset }], cropping);
    expect(failedCrop.kind).toBe('cropping');
    expect(run([{ type: 'cropSent' }, { type: 'complete', asset }], failedCrop).kind).toBe('done');
  });

  it('a failed or cancelled upload can be retried from the start', () => {
    const failed = run([{ type: 'validate' }, { type: 'submit' }, { type: 'fail' }]);
    expect(failed.kind).toBe('failed');
    expect(transition(failed, { type: 'retry' }).kind).toBe('validating');
    const cancelled = run([{ type: 'validate' }, { type: 'submit' }, { type: 'cancel' }]);
    expect(transition(cancelled, { type: 'retry' }).kind).toBe('validating');
  });

  it('ignores events that do not apply: an answer after a cancel, completing an invalid file', () => {
    const cancelled: UploadState = { kind: 'cancelled' };
    expect(transition(cancelled, { type: 'uploaded' })).toBe(cancelled);
    const invalid: UploadState = { kind: 'invalid', message: 'm' };
    expect(transition(invalid, { type: 'complete', asset })).toBe(invalid);
    expect(transition({ kind: 'done', asset }, { type: 'cancel' }).kind).toBe('done');
  });
});

describe('asset answers', () => {
  it('reads guid or AssetId, Name or name, Width or width', () => {
    expect(readAsset({ guid: 'g-1', name: 'n', width: 5, height: 6 })).toMatchObject({
      id: 'g-1',
      name: 'n',
      width: 5,
      height: 6,
    });
    expect(readAsset({ AssetId: 3, Name: 'N', Width: 1, Height: 2, tmpName: 't.jpg' })).toMatchObject({
      id: '3',
      tmpName: 't.jpg',
    });
  });

  it('drops entries without an id and crop answers carrying Error', () => {
    expect(
      readAssetList([{ Name: 'no id' }, { AssetId: 1, Error: 'outside' }, 'junk', { AssetId: 2 }]).map(
        (a) => a.id,
      ),
    ).toEqual(['2']);
  });
});

describe('an uploaded asset’s addresses', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"mediaOrigins":["https://media.example"]}</script>';
    refreshSettings();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    refreshSettings();
  });

  it('links to the file and shows the thumbnail from the shop or an allowed media host only', () => {
    const read = (Uri: string, thumbnail_url = Uri) =>
      readAsset({ AssetId: 7, Name: 'x', Uri, thumbnail_url });
    expect(read('/assets/7/x.jpg')).toMatchObject({
      uri: `${location.origin}/assets/7/x.jpg`,
      thumbnailUrl: `${location.origin}/assets/7/x.jpg`,
    });
    expect(read('https://media.example/7/x.jpg')).toMatchObject({
      uri: 'https://media.example/7/x.jpg',
      thumbnailUrl: 'https://media.example/7/x.jpg',
    });
    for (const hostile of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/7/x.jpg',
      'https://evil.example/pixel.gif',
    ])
      expect(read(hostile), hostile).toMatchObject({ uri: '', thumbnailUrl: '' });
  });
});
