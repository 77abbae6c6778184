export { type NavigateOptions, Navigator } from './Navigator.ts';
