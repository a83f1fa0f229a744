export { SignOutButton } from './ui/sign-out-button';
export { $confirmOpen as $signOutConfirmOpen } from './model/sign-out';
