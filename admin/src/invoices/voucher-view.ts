import type { AdminVoucherFragment, VoucherState } from '../gql/graphql';

export const VOUCHER_TONES = { NEW: 'warning', PENDING: 'warning', APPROVED: 'success', REJECTED: 'failure' } as const satisfies Record<VoucherState, string>;

/** `2026-12-07` as `07/12/2026`, the way ARCA's dates read in Argentina. */
export function voucherDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}

/** Whether the order's vouchers are still waiting for ARCA (the page asks again until they settle). */
export function awaitingArca(vouchers: readonly Pick<AdminVoucherFragment, 'state'>[]): boolean {
  return vouchers.some((v) => v.state === 'NEW' || v.state === 'PENDING');
}
