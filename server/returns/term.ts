/**
 * The legal term to revoke a purchase (Ley 24.240 art. 34, CCyC art. 1110): 10 calendar days from
 * the later of the contract (the order's date) and the delivery. Days are counted in Argentine time
 * (UTC−3 all year): the term ends when the tenth day after the start ends there.
 */

const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;
export const REVOCATION_TERM_DAYS = 10;

export interface RevocationTermInput {
  /** When the order was placed. */
  orderedAt: Date;
  /** When it was delivered, if the shop recorded it. */
  deliveredAt: Date | null;
  /** Whether the order reached the shopper (a delivery still to come means the term has not begun to run). */
  delivered: boolean;
  /** When the shopper asks. */
  requestedAt: Date;
}

export interface RevocationTerm {
  startsAt: Date;
  /** The first instant past the term (midnight in Argentina at the end of the tenth day). */
  endsAt: Date;
  withinTerm: boolean;
}

/** The first instant after the tenth calendar day (Argentine time) following `start`. */
export function termEnd(start: Date): Date {
  const local = new Date(start.getTime() + ARGENTINA_OFFSET_MS);
  const midnightLocalAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + REVOCATION_TERM_DAYS + 1);
  return new Date(midnightLocalAsUtc - ARGENTINA_OFFSET_MS);
}

/**
 * The term of one request. While the order has not been delivered the later date is still to come,
 * so any request is within the term; a delivered order without a recorded delivery date is reckoned
 * from the order's date.
 */
export function revocationTerm(input: RevocationTermInput): RevocationTerm {
  const startsAt = input.deliveredAt && input.deliveredAt > input.orderedAt ? input.deliveredAt : input.orderedAt;
  const endsAt = termEnd(startsAt);
  const withinTerm = !input.delivered || input.requestedAt.getTime() < endsAt.getTime();
  return { startsAt, endsAt, withinTerm };
}
