import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { ProductDetails } from '@/shared/api';
import { $lang } from '@/shared/i18n';
import classes from './product.module.css';
import { termsHref } from '@/shared/routing';

/** The product's key facts as a description list. */
export function KeyFacts({ facts }: { facts: ProductDetails['facts'] }) {
  return (
    <dl className={classes.facts} data-testid="product-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The terms page in a new window (public-site.md §2), in the page's language. */
export function TermsLink({ termsId }: { termsId: string }) {
  const lang = useUnit($lang);
  return (
    <Anchor href={termsHref(termsId, lang)} target="_blank" rel="noopener" className={classes.document} data-testid="terms-link">
      <span>
        <Trans>Terms and conditions</Trans>
      </span>
      <IconExternalLink size={16} aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>(opens in a new window)</Trans>
      </span>
    </Anchor>
  );
}
