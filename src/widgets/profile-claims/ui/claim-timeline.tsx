import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import type { Claim, ClaimStatus } from '@/shared/api';
import { formatDate } from '@/shared/i18n';
import classes from './claim-timeline.module.css';
import { useStatusLabel } from './status';

/** The way a claim usually goes; a rejected claim stops where it was rejected. */
const PATH: ClaimStatus[] = ['submitted', 'review', 'approved', 'paid'];

/**
 * A claim's status as a timeline: the steps it went through (with their dates and notes) and the steps still
 * ahead, greyed. `compact` leaves the notes out (the list's cards). Plain markup (an ordered list): Mantine's
 * Timeline would be a chunk of its own, one more line in the entry's chunk map.
 */
export function ClaimTimeline({ claim, compact = false }: { claim: Claim; compact?: boolean }) {
  const { t } = useLingui();
  const label = useStatusLabel();
  const ahead =
    claim.STATUS === 'rejected' || claim.STATUS === 'paid' ? [] : PATH.slice(PATH.indexOf(claim.STATUS === 'documents' ? 'submitted' : claim.STATUS) + 1);
  return (
    <ol className={classes.timeline} data-compact={compact || undefined} aria-label={t`Progress of claim ${claim.CLAIM_NUMBER}`}>
      {claim.history.map((step, index) => (
        <li key={`${step.STATUS}-${index}`} className={classes.step} data-state={step.STATUS === 'rejected' ? 'rejected' : step.STATUS === 'documents' ? 'waiting' : 'done'}>
          <span className={classes.bullet} aria-hidden>
            {step.STATUS === 'rejected' ? <IconX size={12} /> : step.STATUS === 'documents' ? <IconClock size={12} /> : <IconCheck size={12} />}
          </span>
          <Text size="sm" fw={600}>
            {label(step.STATUS)}
          </Text>
          <Text size="xs" c="gray.7">
            {formatDate(step.DATE)}
          </Text>
          {!compact && step.NOTE ? <Text size="sm">{step.NOTE}</Text> : null}
        </li>
      ))}
      {ahead.map((status) => (
        <li key={status} className={classes.step} data-state="ahead">
          <span className={classes.bullet} aria-hidden />
          <Text size="sm" c="gray.7">
            {label(status)}
          </Text>
        </li>
      ))}
    </ol>
  );
}
