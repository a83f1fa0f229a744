import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text, ThemeIcon } from '@mantine/core';
import { PASSWORD_CHECKS, PASSWORD_MIN_LENGTH, passwordChecks, type PasswordCheck } from '@/shared/lib';

/** The password policy as a list that ticks while the customer types (customer-portal.md §2, docs/decisions/password-policy.md). */
export function PasswordPolicy({ password, id }: { password: string; id?: string }) {
  const { t } = useLingui();
  const passed = passwordChecks(password);
  const min = PASSWORD_MIN_LENGTH;
  const labels: Record<PasswordCheck, string> = {
    length: plural(min, { one: 'At least # character', other: 'At least # characters' }),
    lower: t`A lower-case Latin letter (a–z)`,
    upper: t`An upper-case Latin letter (A–Z)`,
    digit: t`A digit (0–9)`,
    symbol: t`A symbol, such as ! ? # or %`,
  };
  return (
    <div id={id}>
      <Text size="sm" fw={600} mb={4}>
        <Trans>The password needs:</Trans>
      </Text>
      <List size="sm" spacing={2} center>
        {PASSWORD_CHECKS.map((check) => (
          <List.Item
            key={check}
            data-check={check}
            data-passed={passed[check]}
            icon={
              <ThemeIcon size={18} radius="xl" color={passed[check] ? 'teal.8' : 'gray.6'} aria-hidden="true">
                {passed[check] ? '✓' : '·'}
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={passed[check] ? 'teal.9' : 'gray.8'}>
              {labels[check]}
            </Text>{' '}
            <Text span size="sm" className="visually-hidden">
              {passed[check] ? t`(done)` : t`(not yet)`}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
