import { Link } from '@tanstack/react-router';
import { UserBadge } from '@/entities/session';
import { SignOutButton } from '@/features/sign-out';
import { useLangParams } from '@/shared/ui';
import classes from './header.module.css';

/** The signed-in customer's avatar and name (a link to the profile) and sign-out. */
export default function SignedInAccount({ stacked }: { stacked: boolean }) {
  const params = useLangParams();
  return (
    <div className={classes.account} data-stacked={stacked || undefined}>
      <Link to="/{-$lang}/profile/$tab" params={{ ...params, tab: '3152' }} style={{ color: 'inherit', textDecoration: 'none' }}>
        <UserBadge compact={stacked} />
      </Link>
      <SignOutButton />
    </div>
  );
}
