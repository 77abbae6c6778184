export { type AnalyticsItem, pushDataLayer, trackEcommerce, trackEvent } from './dataLayer.ts';
