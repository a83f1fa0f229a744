import { useGate, useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { ShellSkeleton } from '@/shared/ui';
import { $footer, FooterGate } from '../model/footer';
import classes from './footer.module.css';

const loadContent = () => import('./footer-content');
const FooterContent = lazy(loadContent);

export function FooterSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden="true" data-testid="footer-skeleton">
      <div className={classes.skeletonColumns}>
        {[0, 1, 2].map((key) => (
          <div key={key} className={classes.skeletonColumn}>
            <ShellSkeleton height={12} width="60%" />
            <ShellSkeleton height={12} width="80%" />
            <ShellSkeleton height={12} width="50%" />
          </div>
        ))}
      </div>
      <ShellSkeleton height={10} width="90%" className={classes.skeletonLegal} />
    </div>
  );
}

/**
 * The footer (public-site.md §2): info links, social links, certificates, legal text, copyright, version.
 * Plain markup styled with Mantine's design tokens: the footer is part of the app shell, which renders
 * before Mantine's code arrives (docs/decisions/shell-without-mantine.md).
 */
export function Footer() {
  useGate(FooterGate);
  const footer = useUnit($footer);
  // Fetch the content's chunk alongside /footer/, not after it.
  useEffect(() => {
    loadContent().catch(() => undefined);
  }, []);

  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        {footer ? (
          <Suspense fallback={<FooterSkeleton />}>
            <FooterContent footer={footer} />
          </Suspense>
        ) : (
          <FooterSkeleton />
        )}
      </div>
    </footer>
  );
}
