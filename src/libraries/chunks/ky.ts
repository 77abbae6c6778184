// ky, loaded on demand by `loadKy()` (libraries.ts): the chunk of its own that holds it.
export { default, HTTPError, TimeoutError } from 'ky';
