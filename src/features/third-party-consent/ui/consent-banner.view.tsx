import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { AppLink, ShellButton } from '@/shared/ui';
import { $bannerOpen, $bannerReopened, $consent, consentGiven, consentRefused, consentSettingsClosed } from '../model/consent';
import classes from './consent-banner.module.css';

export interface ConsentBannerProps {
  /** Opened from the footer: the banner takes the focus, and Escape keeps the choice as it was. */
  reopened: boolean;
  onAllow: () => void;
  onRefuse: () => void;
  onClose: () => void;
}

/**
 * The banner itself, plain markup (the shell has no Mantine; docs/contributing.md "Performance"): a labelled region
 * at the bottom of the screen, not a modal (the page stays usable), first in the document after the skip link so that
 * the keyboard and screen readers meet it early. Two equal buttons; nothing is loaded before one is pressed.
 */
export function ConsentBannerBox({ reopened, onAllow, onRefuse, onClose }: ConsentBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);
  return (
    <section
      className={classes.banner}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="consent-banner"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && reopened) onClose();
      }}
    >
      <div className={classes.inner}>
        <div className={classes.text}>
          <h2 id={titleId} className={classes.title} ref={heading} tabIndex={-1}>
            <Trans>Chat and notifications</Trans>
          </h2>
          <p id={textId} className={classes.body}>
            <Trans>
              We can add a chat with our staff and notifications in your browser. Both are run by other companies: their code would work on our pages and
              could see what they show. Do you want them?
            </Trans>{' '}
            <AppLink to="/privacy-policy" className={classes.link}>
              {t`Privacy policy`}
            </AppLink>
          </p>
        </div>
        <div className={classes.actions}>
          <ShellButton variant="light" onClick={onRefuse} data-testid="consent-refuse">
            <Trans>No, thanks</Trans>
          </ShellButton>
          <ShellButton onClick={onAllow} data-testid="consent-allow">
            <Trans>Allow</Trans>
          </ShellButton>
        </div>
      </div>
    </section>
  );
}

/** Loaded with the model when something is configured; shows the banner until this browser has chosen. */
export default function ConsentBannerView() {
  const [open, reopened, consent, allow, refuse, close] = useUnit([$bannerOpen, $bannerReopened, $consent, consentGiven, consentRefused, consentSettingsClosed]);
  if (!open) return null;
  return <ConsentBannerBox reopened={reopened && consent !== null} onAllow={allow} onRefuse={refuse} onClose={close} />;
}
