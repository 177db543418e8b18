import type { Db } from '../db';
import type { RejectionReason } from './normalise';
import type { PartIndex } from './part-index';

// A supplier price list run's plain shapes: what its preview, apply, undo and review answer.

/** What price list imports need: the database, the provider's articles to match, and when an offer counts as stale. */
export interface PriceListContext {
  db: Db;
  parts: () => Promise<PartIndex>;
  offerMaxAgeDays: number;
}

export type RunState = 'staging' | 'previewed' | 'applying' | 'applied' | 'undoing' | 'undone' | 'discarded';
export type UnmatchedReason = 'unknown-brand' | 'unknown-number';

export interface RunSummary {
  id: number;
  supplierId: string;
  fileName: string;
  format: string;
  encoding: string | null;
  state: RunState;
  /** Rows read below the header (empty rows not counted). */
  lines: number;
  matched: number;
  /** Matched rows whose offer or units differ from what the shop has (counted again when applied). */
  changed: number;
  unmatched: number;
  rejected: number;
  createdAt: string;
  appliedAt: string | null;
  undoneAt: string | null;
}

export interface RunRow {
  line: number;
  outcome: 'matched' | 'unmatched' | 'rejected';
  reason: RejectionReason | UnmatchedReason | null;
  /** The reason in Spanish, for the report. */
  message: string | null;
  brand: string | null;
  number: string | null;
  /** The row's cells as read, joined by " | ". */
  raw: string | null;
  partId: string | null;
  costCentavos: number | null;
}

/** A run's preview (or result): counts, rejections per reason, and the first rejected and unmatched rows. */
export interface ImportReport {
  run: RunSummary;
  rejectedByReason: Partial<Record<RejectionReason, number>>;
  rejections: RunRow[];
  unmatchedRows: RunRow[];
}

export class PriceImportError extends Error {}
