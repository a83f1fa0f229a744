import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $query, queryChanged, searchSubmitted } from '../model/search';

export function SearchField({ id = 'site-search', size = 'sm' }: { id?: string; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useLingui();
  const [query, change, submit] = useUnit([$query, queryChanged, searchSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form role="search" onSubmit={onSubmit}>
      <TextInput
        id={id}
        type="search"
        size={size}
        radius="xl"
        value={query}
        onChange={(event) => change(event.currentTarget.value)}
        placeholder={t`Search the site`}
        aria-label={t`Search the site`}
        rightSection={
          <ActionIcon type="submit" variant="subtle" radius="xl" size={size === 'xs' ? 'sm' : 'md'} aria-label={t`Search`}>
            <IconSearch size={16} aria-hidden="true" />
          </ActionIcon>
        }
      />
    </form>
  );
}
