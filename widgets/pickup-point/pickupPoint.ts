import { pictureUrl } from '../../src/index.ts';

/** A pickup point of the CMS's search answer, every field read defensively. */
export interface PickupPoint {
  id: string;
  name: string;
  address: string;
  postCode: string;
  city: string;
  countryId: number;
  phone: string;
  distance: number;
  imageUrl: string;
  comments: string;
  hours: string;
  informations: string;
  latestAirDropOffTime: string;
  additionalChargeIndicator: string;
  specialInstructions: string;
  additionalComments: string;
  type: string;
  /** The shop's own id ('static' carrier). */
  pickupPointId: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface SearchAnswer {
  status: string;
  points: PickupPoint[];
}

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const num = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number.parseFloat(str(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

function pointOf(raw: unknown, index: number): PickupPoint | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const geo = (typeof r.Geocode === 'object' && r.Geocode !== null ? r.Geocode : {}) as Record<
    string,
    unknown
  >;
  const latitude = num(geo.Latitude);
  const longitude = num(geo.Longitude);
  const located =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return {
    id: str(r.PublicAccessPointID) || `point-${index}`,
    name: str(r.ConsigneeName),
    address: str(r.Address),
    postCode: str(r.PostCode),
    city: str(r.City),
    countryId: num(r.CountryId) ?? 0,
    phone: str(r.PhoneNumber),
    distance: num(r.Distance) ?? 0,
    // Loaded by the page: the shop's or a media origin's picture only ('' when refused).
    imageUrl: pictureUrl(r.ImageURL),
    comments: str(r.Comments),
    hours: str(r.StandardHoursOfOperation),
    informations: str(r.Informations),
    latestAirDropOffTime: str(r.LatestAirDropOffTime),
    additionalChargeIndicator: str(r.AdditionalChargeIndicator),
    specialInstructions: str(r.SpecialInstructions),
    additionalComments: str(r.AdditionalComments),
    type: str(r.PickupPointType),
    pickupPointId: num(r.PickupPointId),
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
  };
}

/**
 * Whether the point costs extra: the carriers send `AdditionalChargeIndicator` as `Y` or `N`
 * (`true`/`1` are read as yes too); empty or anything else means no charge.
 */
export function chargesExtra(point: Pick<PickupPoint, 'additionalChargeIndicator'>): boolean {
  return /^(y|yes|true|1)$/i.test(point.additionalChargeIndicator.trim());
}

/** Reads the search answer: its status and its points (anything malformed is left out). */
export function readSearchAnswer(data: unknown): SearchAnswer {
  if (typeof data !== 'object' || data === null) return { status: '', points: [] };
  const r = data as Record<string, unknown>;
  const list = Array.isArray(r.PickupPointViewModels) ? r.PickupPointViewModels : [];
  const points = list.map(pointOf).filter((p): p is PickupPoint => p !== undefined);
  return { status: str(r.ResponseStatusDescription), points };
}
