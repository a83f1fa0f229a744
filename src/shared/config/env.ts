/**
 * Build-time configuration. Every value is read from a PUBLIC_* environment variable
 * (rsbuild inlines them); defaults make `npm start` work against the simulator.
 */
const env = import.meta.env;

const orDefault = (value: string | undefined, fallback: string) =>
  value !== undefined && value.trim() !== '' ? value.trim() : fallback;

export const config = {
  /** true when the MSW simulator is embedded (npm start, build:demo, every test). */
  simulator: env.PUBLIC_SIMULATOR === 'on',
  appVersion: orDefault(env.PUBLIC_APP_VERSION, '0.0.0'),
  contentApiUrl: orDefault(env.PUBLIC_CONTENT_API_URL, '/content-api'),
  applicationApiUrl: orDefault(env.PUBLIC_APP_API_URL, '/app-api'),
  /** The fixed scope identifier sent in the `Scope` header of every application request. */
  apiScope: orDefault(env.PUBLIC_API_SCOPE, 'web-portal'),
  siteUrl: orDefault(env.PUBLIC_SITE_URL, 'https://www.sevan-insurance.am'),
  mapboxToken: orDefault(env.PUBLIC_MAPBOX_TOKEN, ''),
  companyPhone: orDefault(env.PUBLIC_COMPANY_PHONE, '+374 10 500010'),
  brandName: orDefault(env.PUBLIC_BRAND_NAME, 'Sevan Insurance'),
  chatWidgetKey: orDefault(env.PUBLIC_CHAT_WIDGET_KEY, ''),
  /** The chat provider's loader; `{key}` is replaced by the key (docs/decisions/third-party-scripts.md). */
  chatWidgetUrl: orDefault(env.PUBLIC_CHAT_WIDGET_URL, 'https://code.jivosite.com/widget/{key}'),
  pushKey: orDefault(env.PUBLIC_PUSH_KEY, ''),
  /** The push-notification provider's loader; `{key}` is replaced by the key. */
  pushUrl: orDefault(env.PUBLIC_PUSH_URL, 'https://cdn.gravitec.net/storage/{key}/client.js'),
  /**
   * Real users' vitals (docs/decisions/real-user-vitals.md): where the beacons go, empty = off (simulator builds
   * default to the simulator's collector, rsbuild.config.ts), and the share of page loads that report, 0…1.
   */
  vitalsUrl: orDefault(env.PUBLIC_VITALS_URL, ''),
  vitalsSampleRate: Number(orDefault(env.PUBLIC_VITALS_SAMPLE_RATE, '1')),
} as const;

export type AppConfig = typeof config;
