export { SignOutButton } from './ui/sign-out-button';
export { SignOutEverywhere } from './ui/sign-out-everywhere';
