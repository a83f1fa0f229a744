import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { compensationOpened, type Audience } from '../model/compensation';

/** Green with white text at WCAG AA contrast (Mantine's green shades are too light for it). */
const GREEN = '#237032';

/** The green "Application for compensation" button (customer-portal.md §2): opens the person search. */
export function CompensationButton({ audience = 'customer' }: { audience?: Audience }) {
  const open = useUnit(compensationOpened);
  return (
    <Button color={GREEN} leftSection={<IconFilePlus size={18} aria-hidden />} onClick={() => open(audience)}>
      <Trans>Application for compensation</Trans>
    </Button>
  );
}
