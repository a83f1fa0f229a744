export { SignOutButton } from './ui/sign-out-button';
export { signOutClicked, signOutConfirmed, signOutCancelled, $confirmOpen as $signOutConfirmOpen } from './model/sign-out';
