import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
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
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      size="lg"
      radius="sm"
      styles={{
        label: {
          textTransform: 'none',
          color: `var(--mantine-color-${COLORS[status]}-9)`,
        },
      }}
    >
      {label(status)}
    </Badge>
  );
}
