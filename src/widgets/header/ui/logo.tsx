import { config } from '@/shared/config';
import { AppLink } from '@/shared/ui';
import classes from './header.module.css';

export function Logo() {
  return (
    <AppLink to="/" className={classes.logo} aria-label={config.brandName}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0b5fa5" />
        <path d="M16 5l9 4v6c0 6-4 10-9 12-5-2-9-6-9-12V9z" fill="#fff" />
        <path d="M16 9l5 2v4c0 4-2 6-5 8-3-2-5-4-5-8v-4z" fill="#f2a900" />
      </svg>
      <span>{config.brandName}</span>
    </AppLink>
  );
}
