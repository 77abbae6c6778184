export { readCookie, removeCookie, writeCookie } from './cookie.ts';
