import type { ChildProcess } from 'node:child_process';

export declare function providerHeapFile(dataDir: string): string;
export declare function providerHeapArgs(dataDir: string): string[] | null;
export declare function buildProviderHeap(dataDir: string, scale?: number | string): boolean;
export declare function buildProviderHeapLater(dataDir: string, scale?: number | string): ChildProcess;
