export declare function ensureFirstLaunchTemplate(): string;
export declare function linkProviderData(template: string, dataDir: string): void;
export declare function templateDatabase(template: string, env?: Record<string, string | undefined>): string;
