export declare const serverDir: string;
export declare const entryPoints: Record<string, string>;
export declare function buildServer(): Promise<void>;
export declare function buildServerIfStale(): Promise<boolean>;
export declare function newestSource(dir: string): number;
export declare function isStale(built: string, ...sources: string[]): boolean;
