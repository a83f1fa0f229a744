// Types of scripts/local-tls.mjs (imported by playwright.config.ts).
export declare const TLS_CERT: string;
export declare const TLS_KEY: string;
export declare function ensureLocalCertificate(): { cert: string; key: string };
export declare function localCertificateSpki(): string;
export declare function trustLocalCertificateArgs(): string[];
