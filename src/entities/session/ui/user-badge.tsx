import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $fullName } from '../model/full-name';
import { $user } from '../model/session';
import classes from './user-badge.module.css';

/** The picture, or the initials when there is none or it fails to load. */
function Avatar({ src, name, initials, compact }: { src: string | null; name: string; initials: string; compact: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <div className={classes.avatar} data-compact={compact || undefined}>
      {showImage ? (
        <img className={classes.image} src={src ?? undefined} alt={name} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={classes.initials} title={name}>
          {initials}
        </span>
      )}
    </div>
  );
}

/**
 * Avatar and name of the signed-in customer, in the page's language. Plain markup styled like
 * Mantine's Avatar and Text: the badge is in the header, which renders before Mantine loads.
 */
export function UserBadge({ compact = false }: { compact?: boolean }) {
  const [user, name] = useUnit([$user, $fullName]);
  if (!user) return null;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
  return (
    <div className={classes.root} data-testid="user-badge">
      <Avatar src={user.avatar ?? null} name={name} initials={initials} compact={compact} />
      <p className={classes.name} data-visible-from-sm={compact ? undefined : true}>
        {name}
      </p>
    </div>
  );
}
