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
  mapboxToken: import.meta.env.PUBLIC_MAPBOX_TOKEN?.trim() || '',
  companyPhone: import.meta.env.PUBLIC_COMPANY_PHONE?.trim() || '+374 10 500010',
  brandName: import.meta.env.PUBLIC_BRAND_NAME?.trim() || 'Sevan Insurance',
  chatWidgetKey: import.meta.env.PUBLIC_CHAT_WIDGET_KEY?.trim() || '',
  /** The chat provider's loader; `{key}` is replaced by the key (docs/decisions/third-party-scripts.md). */
  chatWidgetUrl: import.meta.env.PUBLIC_CHAT_WIDGET_URL?.trim() || 'https://code.jivosite.com/widget/{key}',
  pushKey: import.meta.env.PUBLIC_PUSH_KEY?.trim() || '',
  /** The push-notification provider's loader; `{key}` is replaced by the key. */
  pushUrl: import.meta.env.PUBLIC_PUSH_URL?.trim() || 'https://cdn.gravitec.net/storage/{key}/client.js',
  /**
   * Real users' vitals (docs/decisions/real-user-vitals.md): where the beacons go, empty = off (simulator builds
   * default to the simulator's collector, rsbuild.config.ts), and the share of page loads that report, 0…1.
   */
  vitalsUrl: import.meta.env.PUBLIC_VITALS_URL?.trim() || '',
  vitalsSampleRate: Number(import.meta.env.PUBLIC_VITALS_SAMPLE_RATE?.trim() || '1'),
} as const;

export type AppConfig = typeof config;
