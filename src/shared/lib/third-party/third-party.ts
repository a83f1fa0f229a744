/**
 * The third-party chat widget and push-notification service (public-site.md §1): loaded only when
 * configured (a key), after the page is interactive (the load event, then an idle moment), once, and
 * never in the way of rendering (async scripts appended to <head>).
 */
export interface ThirdPartyConfig {
  chatWidgetKey: string;
  chatWidgetUrl: string;
  pushKey: string;
  pushUrl: string;
}

export interface ThirdPartyScript {
  id: 'chat-widget' | 'push-service';
  src: string;
  key: string;
}

const withKey = (url: string, key: string) => url.replace(/\{key\}/g, encodeURIComponent(key));

/** Which scripts to load: one per configured key (a key without a URL loads nothing). */
export function plannedScripts(config: ThirdPartyConfig): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (config.chatWidgetKey.trim() && config.chatWidgetUrl.trim()) {
    scripts.push({ id: 'chat-widget', src: withKey(config.chatWidgetUrl.trim(), config.chatWidgetKey.trim()), key: config.chatWidgetKey.trim() });
  }
  if (config.pushKey.trim() && config.pushUrl.trim()) {
    scripts.push({ id: 'push-service', src: withKey(config.pushUrl.trim(), config.pushKey.trim()), key: config.pushKey.trim() });
  }
  return scripts;
}

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  document: Pick<Document, 'readyState'>;
};

/** Runs `callback` once the page has loaded and the browser is idle (at most 5 s after load). */
export function whenIdle(target: IdleWindow, callback: () => void): void {
  const idle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(callback, { timeout: 5000 });
    else target.setTimeout(callback, 1);
  };
  if (target.document.readyState === 'complete') idle();
  else target.addEventListener('load', idle, { once: true });
}

/** Adds the script unless it is already on the page. True when it was added. */
export function injectScript(doc: Document, script: ThirdPartyScript): boolean {
  if (doc.getElementById(script.id)) return false;
  const element = doc.createElement('script');
  element.id = script.id;
  element.async = true;
  element.src = script.src;
  element.dataset.key = script.key;
  doc.head.appendChild(element);
  return true;
}

/** Schedules the configured scripts; does nothing (not even wait) when none is configured. */
export function loadThirdPartyScripts(config: ThirdPartyConfig, target: IdleWindow & { document: Document } = window): ThirdPartyScript[] {
  const scripts = plannedScripts(config);
  if (scripts.length === 0) return [];
  whenIdle(target, () => {
    for (const script of scripts) injectScript(target.document, script);
  });
  return scripts;
}
