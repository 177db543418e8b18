// Supplier price list runs: a file previewed into a run (preview.ts), applied in chunks (apply.ts),
// undone (undo.ts), and read back for review (run-records.ts), with their plain shapes (run-model.ts).
export { PriceImportError, type ImportReport, type PriceListContext, type RunRow, type RunState, type RunSummary, type UnmatchedReason } from './run-model';
export { columnsOf, previewImport } from './preview';
export { APPLY_CHUNK_PARTS, applyRun, type ApplyOptions } from './apply';
export { undoRun, type UndoOptions } from './undo';
export { discardRun, getRun, importReport, listRuns, runRows, unmatchedForReview } from './run-records';
