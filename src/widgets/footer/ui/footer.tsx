import { Trans, useLingui } from '@lingui/react/macro';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTelegram,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import type { SocialNetwork } from '@/shared/api';
import { config } from '@/shared/config';
import { AppLink, ShellSkeleton } from '@/shared/ui';
import { $footer, FooterGate } from '../model/footer';
import classes from './footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  telegram: IconBrandTelegram,
};

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
 * before Mantine's code arrives (docs/decisions.md "Size budget").
 */
export function Footer() {
  useGate(FooterGate);
  const { t } = useLingui();
  const footer = useUnit($footer);

  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        {footer ? (
          <div className={classes.content}>
            <div className={classes.columns}>
              <nav className={classes.column} aria-label={t`Information`}>
                <h2 className={classes.heading}>
                  <Trans>Information</Trans>
                </h2>
                {footer.infoLinks.map((link) => (
                  <AppLink key={link.link} to={link.link} className={`mantine-focus-auto ${classes.link}`}>
                    {link.title}
                  </AppLink>
                ))}
              </nav>
              <div className={classes.column}>
                <h2 className={classes.heading}>
                  <Trans>Follow us</Trans>
                </h2>
                <div className={classes.socials}>
                  {footer.socialLinks.map((social) => {
                    const SocialIcon = SOCIAL_ICONS[social.name];
                    return (
                      <a
                        key={social.name}
                        href={social.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={social.name}
                        className={`mantine-focus-auto mantine-active ${classes.social}`}
                      >
                        <span className={classes.socialIcon}>
                          <SocialIcon size={18} aria-hidden="true" />
                        </span>
                      </a>
                    );
                  })}
                </div>
                <p className={classes.hotline}>
                  <Trans>Hotline</Trans>:{' '}
                  <a href={`tel:${config.companyPhone.replace(/[^\d+]/g, '')}`} className={`mantine-focus-auto ${classes.inlineLink}`}>
                    {config.companyPhone}
                  </a>
                </p>
              </div>
              <div className={classes.column}>
                <h2 className={classes.heading}>
                  <Trans>Certificates</Trans>
                </h2>
                <div className={classes.certificates}>
                  {footer.certificates.map((certificate) => {
                    const image = <img className={classes.certificate} src={certificate.img} alt={certificate.title} />;
                    return certificate.url ? (
                      <a key={certificate.title} href={certificate.url} target="_blank" rel="noopener noreferrer">
                        {image}
                      </a>
                    ) : (
                      <div key={certificate.title}>{image}</div>
                    );
                  })}
                </div>
              </div>
            </div>
            <hr className={classes.divider} />
            <p className={classes.small}>{footer.legalText}</p>
            <div className={classes.bottomLine}>
              <p className={classes.small}>{footer.copyright}</p>
              <p className={classes.small} data-testid="footer-version">
                {footer.updateVersion}
              </p>
            </div>
          </div>
        ) : (
          <FooterSkeleton />
        )}
      </div>
    </footer>
  );
}
