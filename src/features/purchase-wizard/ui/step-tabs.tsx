import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import classes from './wizard.module.css';

export interface StepTabsProps {
  /** The steps' names, in order. */
  labels: MessageDescriptor[];
  /** Index of the current step. */
  current: number;
}

/**
 * The wizard's progress (§2: step tabs show where the customer is but cannot be clicked; only the flow moves
 * between them). A list, not buttons: nothing here is interactive.
 */
export function StepTabs({ labels, current }: StepTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Purchase steps`}>
      <ol className={classes.steps}>
        {labels.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li key={label.id ?? index} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {i18n._(label)}
              {state === 'done' ? <span className="visually-hidden">{t`(done)`}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
