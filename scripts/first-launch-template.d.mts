export declare function ensureFirstLaunchTemplate(): string;
export declare function linkProviderData(template: string, dataDir: string): void;
