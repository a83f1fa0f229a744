import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useServiceTypeLabels } from '@/entities/product';
import type { ServiceType } from '@/shared/config';
import { AppLink } from '@/shared/ui';
import { servicesPath } from '@/shared/routing';

/** All services / Personal / Corporate: links, the current one marked. */
export function TypeSwitch({ active }: { active?: ServiceType }) {
  const { t } = useLingui();
  const labels = useServiceTypeLabels();
  const options: Array<{ type?: ServiceType; label: string }> = [
    { label: t`All services` },
    { type: 'personal', label: labels.personal },
    { type: 'corporate', label: labels.corporate },
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t`Customer type`}>
      {options.map((option) => {
        const current = option.type === active;
        return (
          <Button
            key={option.label}
            component={AppLink}
            to={servicesPath(option.type)}
            variant={current ? 'filled' : 'light'}
            radius="xl"
            size="sm"
            aria-current={current ? 'page' : undefined}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}
