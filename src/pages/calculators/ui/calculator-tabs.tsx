import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CALCULATORS, type CalculatorTab } from '@/shared/config';
import { useLangParams } from '@/shared/ui';
import { CALCULATOR_LABELS } from '../model/tabs';
import classes from './calculators.module.css';

/**
 * The calculators as links: the tab is in the URL (shareable, back button), each link is reachable with
 * Tab and followed with Enter, the current one is `aria-current="page"`. On a phone the row scrolls sideways.
 */
export function CalculatorTabs({ current }: { current: CalculatorTab }) {
  const { t } = useLingui();
  const { lang } = useLangParams();
  return (
    <nav aria-label={t`Calculators`} className={classes.tabsNav}>
      <ul className={classes.tabs}>
        {CALCULATORS.map((tab) => (
          <li key={tab.id}>
            <Link
              to="/{-$lang}/calculators/$tab"
              params={{ lang, tab: tab.id }}
              className={classes.tab}
              aria-current={tab.id === current ? 'page' : undefined}
              data-testid={`calculator-tab-${tab.id}`}
              resetScroll={false}
            >
              {t(CALCULATOR_LABELS[tab.id])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
