export declare const packageFile: string;
export declare function serverVersion(): string;
export declare function build(): Promise<void>;
export declare function buildIfStale(): Promise<boolean>;
