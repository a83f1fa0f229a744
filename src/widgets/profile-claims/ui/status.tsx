import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ClaimStatus } from '@/shared/api';

const COLORS: Record<ClaimStatus, string> = {
  submitted: 'blue',
  documents: 'orange',
  review: 'indigo',
  approved: 'teal',
  paid: 'green',
  rejected: 'red',
};

export function useStatusLabel() {
  const { t } = useLingui();
  return (status: ClaimStatus): string => {
    switch (status) {
      case 'submitted':
        return t`Application received`;
      case 'documents':
        return t`Waiting for documents`;
      case 'review':
        return t`Under review`;
      case 'approved':
        return t`Approved`;
      case 'paid':
        return t`Paid`;
      case 'rejected':
        return t`Rejected`;
    }
  };
}

export function StatusBadge({ status }: { status: ClaimStatus }) {
  const label = useStatusLabel();
  // A coloured dot and dark text (a tinted badge's coloured text is below WCAG AA contrast for several colours).
  return (
    <Group gap={6} wrap="nowrap" px="sm" py={4} bd="1px solid var(--mantine-color-gray-4)" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-status={status}>
      <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: `var(--mantine-color-${COLORS[status]}-7)`, flex: 'none' }} />
      <Text size="sm" fw={600} component="span">
        {label(status)}
      </Text>
    </Group>
  );
}
