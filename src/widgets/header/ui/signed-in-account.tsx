import { useUnit } from 'effector-react';
import { $fullName, UserBadge } from '@/entities/session';
import { SignOutButton } from '@/features/sign-out';
import { AppLink } from '@/shared/ui';
import classes from './header.module.css';

/** The signed-in customer's avatar and name (a link to the profile) and sign-out. */
export default function SignedInAccount({ stacked }: { stacked: boolean }) {
  const name = useUnit($fullName);
  return (
    <div className={classes.account} data-stacked={stacked || undefined}>
      <AppLink to="/profile/3152" className={classes.badgeLink} title={name} style={{ color: 'inherit', textDecoration: 'none' }}>
        <UserBadge compact={stacked} />
      </AppLink>
      <SignOutButton />
    </div>
  );
}
