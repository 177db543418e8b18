export declare const ROOT: string;
export declare const SERVER_BUILD: string;
export declare const GATEWAY_BUNDLE: string;
export declare const PROVIDER_BUNDLE: string;
export declare const ARCA_BUNDLE: string;
export declare const TEMPLATE_BUNDLE: string;
export declare function ensureServerBuilt(): Promise<boolean>;
export declare const SERVER_BUILD_LOCK: string;
