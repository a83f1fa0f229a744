/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly PUBLIC_SIMULATOR: 'on' | 'off';
  readonly PUBLIC_APP_VERSION: string;
  readonly PUBLIC_CONTENT_API_URL?: string;
  readonly PUBLIC_APP_API_URL?: string;
  readonly PUBLIC_API_SCOPE?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_MAPBOX_TOKEN?: string;
  readonly PUBLIC_COMPANY_PHONE?: string;
  readonly PUBLIC_BRAND_NAME?: string;
  readonly PUBLIC_CHAT_WIDGET_KEY?: string;
  readonly PUBLIC_PUSH_KEY?: string;
  readonly PUBLIC_PAYMENT_ORIGINS?: string;
  readonly PUBLIC_API_OVERRIDES?: string;
  /** Real users' vitals: the beacon endpoint (empty: off) and the share of page loads that report (0…1). */
  readonly PUBLIC_VITALS_URL?: string;
  readonly PUBLIC_VITALS_SAMPLE_RATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
