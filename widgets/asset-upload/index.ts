import { effect } from '@preact/signals-core';
import { createElement } from 'react';
import { defineWidget, loadStrings, option, renderIsland, reportFailure } from '../../src/index.ts';
import { fetchAsset } from './assetActions.ts';
import { readServerAssets } from './assetView.ts';
import { readFileRules } from './fileRules.ts';
import { readServerUpload } from './serverMarkup.ts';
import { Uploader } from './Uploader.tsx';
import { UploadQueue } from './uploadQueue.ts';

const KINDS = ['image', 'file', 'multi-file'];
const notNegative = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * Keeps a host form's hidden field on the single widget's asset id once the asset changes (an
 * upload, a crop, a delete); the field keeps the value it was rendered with until then.
 */
function followValue(queue: UploadQueue, field: HTMLInputElement | null): () => void {
  if (!field) return () => undefined;
  let shown = queue.state.peek().assets[0]?.id ?? '';
  return effect(() => {
    const id = queue.state.value.assets[0]?.id ?? '';
    if (id === shown) return;
    shown = id;
    if (field.value === id) return;
    field.value = id;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export default defineWidget({
  name: 'asset-upload',
  strategy: 'visible',
  options: {
    /** `image` (decoded, cropped), `file`, or `multi-file` (a wrong file is a growl); default image. */
    kind: option.string('image', (v) => KINDS.includes(v)),
    /** Crop size in pixels; with both set, larger images open the crop modal. Default 0: no crop. */
    cropWidth: option.number(0, notNegative),
    cropHeight: option.number(0, notNegative),
    /** Send `keepOriginal=true` with the crop; default false. */
    keepOriginal: option.boolean(false),
    /** Selector of a hidden field that holds the single widget's asset id; default none. */
    valueField: option.string(''),
    /** Rename address, `{assetId}` filled in; default the fixture CMS's. */
    renameUrl: option.string('api/v1/assetslibrary/assets/{assetId}/name'),
    /** Delete address, `{assetId}` filled in. */
    deleteUrl: option.string('api/v1/assetslibrary/assets/{assetId}/delete'),
  },
  async mount(el, options, { signal }) {
    const server = readServerUpload(el);
    if (!server) throw new Error('asset-upload needs an <input type="file"> with data-url or a form action');
    const field = options.valueField ? document.querySelector<HTMLInputElement>(options.valueField) : null;
    const assets = readServerAssets(el);
    if (assets.length === 0 && field?.value) {
      const shown = await fetchAsset(field.value, signal);
      if (shown.kind === 'ok') assets.push(shown.data);
      // The widget still mounts without the picture: the field keeps its id.
      if (shown.kind === 'failed') reportFailure(shown.error);
    }
    await loadStrings();
    const crop =
      options.cropWidth && options.cropHeight
        ? { width: options.cropWidth, height: options.cropHeight }
        : undefined;
    const queue = new UploadQueue(
      {
        kind: options.kind as 'image' | 'file' | 'multi-file',
        multiple: server.attributes.multiple,
        rules: readFileRules(server.input),
        url: server.url,
        field: server.attributes.name,
        fields: server.fields,
        crop,
        keepOriginal: options.keepOriginal,
        signal,
      },
      assets,
    );
    const unfollow = followValue(queue, field);
    const unmount = renderIsland(
      el,
      'asset-upload',
      createElement(Uploader, {
        queue,
        input: server.attributes,
        renameUrl: options.renameUrl,
        deleteUrl: options.deleteUrl,
        signal,
      }),
    );
    return () => {
      unmount();
      unfollow();
      queue.stop();
    };
  },
});
