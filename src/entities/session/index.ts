export { $user, $isAuthorized, $fullName, $sessionEnded, signedIn, signedOut, sessionRestored } from './model/session';
export { SessionEndedModal } from './ui/session-ended-modal';
export { UserBadge } from './ui/user-badge';
