export {
  $user,
  $isAuthorized,
  $fullName,
  $storageOwner,
  customerDataCleared,
  signedIn,
  signedOut,
  sessionRestored,
} from './model/session';
export { $client, clientFields } from './model/client';
export { SessionEndedModal } from './ui/session-ended-modal';
export { SessionExpiryWarning } from './ui/session-expiry-warning';
export { UserBadge } from './ui/user-badge';
