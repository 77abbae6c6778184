/** One answer item of the customer search (prepaid editing): Email shown, CustomerId kept. */
export interface CustomerHit {
  Email: string;
  CustomerId: number;
}

/** The usable items of an answer: anything without a string Email and a whole CustomerId is dropped. */
export function customerHits(data: unknown): CustomerHit[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is CustomerHit =>
      typeof item?.Email === 'string' && Number.isInteger(item?.CustomerId) && item.CustomerId > 0,
  );
}
