export { SignOutButton } from './ui/sign-out-button';
export { SignOutEverywhere } from './ui/sign-out-everywhere';
export { $confirmOpen as $signOutConfirmOpen } from './model/sign-out';
