export { loadStrings, stringsAsked, stringsReady, t, type Vars } from './i18n.ts';
export { translator } from './lazy.ts';
