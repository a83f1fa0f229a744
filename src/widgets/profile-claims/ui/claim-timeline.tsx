import { useLingui } from '@lingui/react/macro';
import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import type { Claim, ClaimStatus } from '@/shared/api';
import { formatDate } from '@/shared/i18n';
import { useStatusLabel } from './status';

/** The way a claim usually goes; a rejected claim stops where it was rejected. */
const PATH: ClaimStatus[] = ['submitted', 'review', 'approved', 'paid'];

/**
 * A claim's status as a timeline: the steps it went through (with their dates and notes) and the steps still
 * ahead, greyed. `compact` leaves the notes out (the list's cards).
 */
export function ClaimTimeline({ claim, compact = false }: { claim: Claim; compact?: boolean }) {
  const { t } = useLingui();
  const label = useStatusLabel();
  const passed = claim.history;
  const ahead =
    claim.STATUS === 'rejected' || claim.STATUS === 'paid' ? [] : PATH.slice(PATH.indexOf(claim.STATUS === 'documents' ? 'submitted' : claim.STATUS) + 1);
  return (
    <Timeline
      active={passed.length - 1}
      bulletSize={compact ? 18 : 24}
      lineWidth={2}
      color={claim.STATUS === 'rejected' ? 'red' : 'green'}
      role="group"
      aria-label={t`Progress of claim ${claim.CLAIM_NUMBER}`}
    >
      {passed.map((step, index) => (
        <Timeline.Item
          key={`${step.STATUS}-${index}`}
          bullet={
            step.STATUS === 'rejected' ? (
              <IconX size={12} aria-hidden />
            ) : step.STATUS === 'documents' ? (
              <IconClock size={12} aria-hidden />
            ) : (
              <IconCheck size={12} aria-hidden />
            )
          }
          color={step.STATUS === 'documents' ? 'orange' : undefined}
          title={
            <Text size="sm" fw={600} component="span">
              {label(step.STATUS)}
            </Text>
          }
        >
          <Text size="xs" c="gray.7">
            {formatDate(step.DATE)}
          </Text>
          {!compact && step.NOTE ? <Text size="sm">{step.NOTE}</Text> : null}
        </Timeline.Item>
      ))}
      {ahead.map((status) => (
        <Timeline.Item
          key={status}
          title={
            <Text size="sm" c="gray.7" component="span">
              {label(status)}
            </Text>
          }
        />
      ))}
    </Timeline>
  );
}
