// Types of scripts/chromium.mjs (imported by playwright.config.ts).
export declare const CHROMIUM_PATH: string;
export declare const chromiumArgs: string[];
