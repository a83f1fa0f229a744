export { ProfilePage } from './ui/profile-page';
export { PROFILE_SCREENS } from './config/screens';
export type { ProfileScreen } from './config/screens';
