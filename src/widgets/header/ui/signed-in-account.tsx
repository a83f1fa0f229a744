import { UserBadge } from '@/entities/session';
import { SignOutButton } from '@/features/sign-out';
import { AppLink } from '@/shared/ui';
import classes from './header.module.css';

/** The signed-in customer's avatar and name (a link to the profile) and sign-out. */
export default function SignedInAccount({ stacked }: { stacked: boolean }) {
  return (
    <div className={classes.account} data-stacked={stacked || undefined}>
      <AppLink to="/profile/3152" style={{ color: 'inherit', textDecoration: 'none' }}>
        <UserBadge compact={stacked} />
      </AppLink>
      <SignOutButton />
    </div>
  );
}
