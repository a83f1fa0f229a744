import { Trans, useLingui } from '@lingui/react/macro';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTelegram,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { ConsentSettingsLink } from '@/features/third-party-consent';
import type { Footer, SocialNetwork } from '@/shared/api';
import { config } from '@/shared/config';
import { AppLink } from '@/shared/ui';
import classes from './footer.module.css';
import { telHref } from '@/shared/lib';

const SOCIAL_ICONS: Record<SocialNetwork, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  telegram: IconBrandTelegram,
};

/**
 * What the footer shows once /footer/ has answered. Its own chunk, fetched while /footer/ loads: the
 * footer is below the fold, and its code is not on the critical path of the first render.
 */
export default function FooterContent({ footer }: { footer: Footer }) {
  const { t } = useLingui();
  return (
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
            <a href={telHref(config.companyPhone)} className={`mantine-focus-auto ${classes.inlineLink}`}>
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
              // Sized like the badges (120 × 140) at the CSS height of 56 px, so that nothing moves when they load.
              const image = <img className={classes.certificate} src={certificate.img} alt={certificate.title} width={48} height={56} />;
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
        <ConsentSettingsLink className={`${classes.inlineLink} ${classes.small}`} />
        <p className={classes.small} data-testid="footer-version">
          {footer.updateVersion}
        </p>
      </div>
    </div>
  );
}
