export { storage, setCookie, getCookie } from './storage';
export { keyedDebounce } from './keyed-debounce';
export { truncate } from './text';
export { appStarted } from './app-started';
export { pageCount, clampPage, pageItems } from './paging';
