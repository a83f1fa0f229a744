import { ShellSkeleton } from '@/shared/ui';
import classes from './header.module.css';

/** The desktop menu's place while /header/ (or the menu's own chunk) loads. */
export function MenuSkeleton() {
  return (
    <div className={classes.menuSkeleton} aria-hidden="true" data-testid="header-skeleton" data-placeholder="">
      {[90, 110, 80, 100, 70].map((width) => (
        <ShellSkeleton key={width} height={14} width={width} radius="sm" />
      ))}
    </div>
  );
}
