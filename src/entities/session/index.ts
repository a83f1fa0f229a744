export { $user, $isAuthorized, $fullName, $sessionEnded, signedIn, signedOut, sessionRestored } from './model/session';
export { $client, clientFields } from './model/client';
export { SessionEndedModal } from './ui/session-ended-modal';
export { UserBadge } from './ui/user-badge';
