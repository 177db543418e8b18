export declare function tryLock(file: string): (() => void) | null;
export declare function lockSync(file: string, what: string, timeoutMs?: number): () => void;
export declare function lock(file: string, what: string, timeoutMs?: number): Promise<() => void>;
