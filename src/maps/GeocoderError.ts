/** A geocoder call failed: callers log it and carry on (spec 8: geocode failure logged only). */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
}
