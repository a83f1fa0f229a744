import type { ThirdPartyConfig } from './third-party';

/**
 * `loadThirdPartyScripts` from its own chunk: nothing of the chat widget's or the push service's loader is
 * on the critical path of the first render, and nothing loads at all when neither is configured.
 */
export async function loadThirdPartyScriptsLazily(config: ThirdPartyConfig): Promise<void> {
  if (!config.chatWidgetKey.trim() && !config.pushKey.trim()) return;
  const { loadThirdPartyScripts } = await import('./third-party');
  loadThirdPartyScripts(config);
}
