export { readCookie, writeCookie } from './cookie.ts';
