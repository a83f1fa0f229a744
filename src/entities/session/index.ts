export {
  $user,
  $isAuthorized,
  $storageOwner,
  customerDataCleared,
  sessionEnded,
  signedIn,
  signedOut,
  sessionRestored,
} from './model/session';
export { $fullName } from './model/full-name';
export { $client, clientFields } from './model/client';
export { SessionEndedModal } from './ui/session-ended-modal';
export { SessionExpiryWarning } from './ui/session-expiry-warning';
export { UserBadge } from './ui/user-badge';
