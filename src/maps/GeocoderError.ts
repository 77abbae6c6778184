/** A geocoder call failed: callers log it (never shown to the customer) and carry on. */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
}
