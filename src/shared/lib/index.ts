export { storage, setCookie, getCookie } from './storage';
export { keyedDebounce } from './keyed-debounce';
export { truncate } from './text';
export { appStarted } from './app-started';
export { rem } from './rem';
export { parseHash, tabFromHash, anchorScrollTop, isInPageAnchor, findAnchor, scrollToAnchor } from './anchor';
export { plannedScripts, whenIdle, injectScript, loadThirdPartyScripts } from './third-party';
export type { ThirdPartyConfig, ThirdPartyScript } from './third-party';
export { pageCount, clampPage, pageItems } from './paging';
