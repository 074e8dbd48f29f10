// Types for scripts/chromium.mjs, so TypeScript configs (Playwright) can share its launch settings.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare class ChromiumMissingError extends Error {}
export declare function ensureChromium(options?: { log?: (message: string) => void }): string;
