// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { $email as $subscribeEmail, $error as $subscribeError, $subscribed } from './model/subscribe';
