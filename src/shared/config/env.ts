/**
 * Build-time configuration. Every value is read from a PUBLIC_* environment variable
 * (rsbuild inlines them); defaults make `npm start` work against the simulator.
 */
// Each value is written `import.meta.env.PUBLIC_X?.trim() || default` (unset or blank: the default), not through a
// helper: the build then folds every unset one to its default (the first render's bytes, docs/decisions/size-budget.md).

export const config = {
  /** true when the MSW simulator is embedded (npm start, build:demo, every test). */
  simulator: import.meta.env.PUBLIC_SIMULATOR === 'on',
  appVersion: import.meta.env.PUBLIC_APP_VERSION?.trim() || '0.0.0',
  contentApiUrl: import.meta.env.PUBLIC_CONTENT_API_URL?.trim() || '/content-api',
  applicationApiUrl: import.meta.env.PUBLIC_APP_API_URL?.trim() || '/app-api',
  /** The fixed scope identifier sent in the `Scope` header of every application request. */
  apiScope: import.meta.env.PUBLIC_API_SCOPE?.trim() || 'web-portal',
  siteUrl: import.meta.env.PUBLIC_SITE_URL?.trim() || 'https://www.sevan-insurance.am',
  companyPhone: import.meta.env.PUBLIC_COMPANY_PHONE?.trim() || '+374 10 500010',
  brandName: import.meta.env.PUBLIC_BRAND_NAME?.trim() || 'Sevan Insurance',
} as const;

export type AppConfig = typeof config;
