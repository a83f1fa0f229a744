export {
  $user,
  $isAuthorized,
  $fullName,
  $sessionEnded,
  signedIn,
  signedOut,
  sessionRestored,
  sessionEndAcknowledged,
  fullNameOf,
  USER_STORAGE_KEY,
  STATUS_401_KEY,
  refreshProfileFx,
} from './model/session';
export { SessionEndedModal } from './ui/session-ended-modal';
export { UserBadge } from './ui/user-badge';
