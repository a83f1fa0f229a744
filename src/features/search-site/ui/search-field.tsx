import { useLingui } from '@lingui/react/macro';
import { SearchIcon } from '@/shared/ui';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $query, queryChanged, searchSubmitted } from '../model/search';
import classes from './search-field.module.css';

/**
 * The site search box. Plain markup styled like Mantine's TextInput: it is in the header, which
 * renders before Mantine's code has loaded (docs/decisions/shell-without-mantine.md).
 */
export function SearchField({ id = 'site-search', size = 'sm' }: { id?: string; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useLingui();
  const [query, change, submit] = useUnit([$query, queryChanged, searchSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form role="search" onSubmit={onSubmit}>
      <div className={classes.root}>
        <div className={classes.wrapper} data-size={size}>
          <input
            id={id}
            type="search"
            className={classes.input}
            value={query}
            onChange={(event) => change(event.currentTarget.value)}
            placeholder={t`Search the site`}
            aria-label={t`Search the site`}
          />
          <div className={classes.section}>
            <button type="submit" className={`mantine-focus-auto mantine-active ${classes.submit}`} aria-label={t`Search`}>
              <span className={classes.icon}>
                <SearchIcon size={16} aria-hidden="true" />
              </span>
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
