// Written `import.meta.env.PUBLIC_X?.trim() || default` as in env.ts (the build folds an unset one to its default).
// A module of its own, apart from env.ts's `config`: a module ships where it is imported, and only code outside the
// first render reads these (docs/decisions/size-budget.md).

/**
 * The third parties' keys and loaders (the chat widget, push notifications, the offices' map).
 */
export const thirdPartyConfig = {
  mapboxToken: import.meta.env.PUBLIC_MAPBOX_TOKEN?.trim() || '',
  chatWidgetKey: import.meta.env.PUBLIC_CHAT_WIDGET_KEY?.trim() || '',
  /** The chat provider's loader; `{key}` is replaced by the key (docs/decisions/third-party-scripts.md). */
  chatWidgetUrl: import.meta.env.PUBLIC_CHAT_WIDGET_URL?.trim() || 'https://code.jivosite.com/widget/{key}',
  pushKey: import.meta.env.PUBLIC_PUSH_KEY?.trim() || '',
  /** The push-notification provider's loader; `{key}` is replaced by the key. */
  pushUrl: import.meta.env.PUBLIC_PUSH_URL?.trim() || 'https://cdn.gravitec.net/storage/{key}/client.js',
} as const;
