export { appUrl, csrfToken, readSettings, refreshSettings, type Settings, settings } from './settings.ts';
