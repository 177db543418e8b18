export declare const ROOT: string;
export declare const CLIENT_DIST: string;
export declare const CLIENT_SSR: string;
export declare function clientIsStale(): boolean;
export declare function ensureClientBuilt(options?: { quiet?: boolean }): boolean;
export declare const CLIENT_BUILD_LOCK: string;
