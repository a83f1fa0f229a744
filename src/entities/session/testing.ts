// For stories and tests only (never imported by the app; eslint refuses it there): what the public index keeps
// lazy. The expiry dialog is its own chunk, loaded when the warning first shows.
export { default as SessionExpiryDialog } from './ui/session-expiry.dialog';
export { $sessionEnded } from './model/session';
