import { ShellSkeleton } from '../shell-skeleton/shell-skeleton';
import classes from './page-skeleton.module.css';

/**
 * What a page shows while its code and data arrive: the app shell renders at once with this in
 * the main area (the router's pending component), so a slow phone sees the site immediately.
 * Plain markup (no Mantine JavaScript): it is part of the first screen.
 */
export function PageSkeleton() {
  return (
    <div className={classes.root} aria-busy="true" aria-hidden="true" data-testid="page-skeleton" data-placeholder="">
      <div className={classes.stack}>
        <ShellSkeleton height={320} radius="lg" />
        <ShellSkeleton height={28} width={240} />
        <div className={classes.grid}>
          {[0, 1, 2, 3].map((key) => (
            <ShellSkeleton key={key} height={140} radius="md" />
          ))}
        </div>
      </div>
    </div>
  );
}
