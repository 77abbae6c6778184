// i18next, loaded on demand by `loadI18next()` (libraries.ts): the chunk of its own that holds it.
export { default } from 'i18next';
