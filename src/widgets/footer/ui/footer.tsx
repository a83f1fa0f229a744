import { useGate, useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { retrying } from '@/shared/lib';
import { ShellSkeleton } from '@/shared/ui';
import { $footer, FooterGate } from '../model/footer';
import type FooterContentView from './footer-content';
import classes from './footer.module.css';

const loadContent = () => import('./footer-content');

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
  // The content's chunk is fetched alongside /footer/, not after it. A chunk that cannot load (the connection lost
  // meanwhile) keeps the skeleton and is asked again until it arrives (shared/lib retrying): thrown from a lazy
  // component, it would have taken the whole page down.
  const [Content, setContent] = useState<typeof FooterContentView | null>(null);
  useEffect(() => {
    let current = true;
    void retrying(loadContent).then((module) => current && setContent(() => module.default));
    return () => {
      current = false;
    };
  }, []);

  return (
    <footer className={classes.footer}>
      <div className={classes.container}>{footer && Content ? <Content footer={footer} /> : <FooterSkeleton />}</div>
    </footer>
  );
}
