import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select } from '@mantine/core';
import { useUnit } from 'effector-react';
import { AppLink } from '@/shared/ui';
import { $category, blogCategoryHref, categoryChosen } from '../model/blog';
import classes from './blog.module.css';
import '@mantine/core/styles/Combobox.css';

const ALL = '';

/**
 * The blog's categories: links on wide screens (each category has an address), a select on narrow
 * ones (public-site.md §2 "category filter (buttons or select)"). The choice lives in the address.
 */
export function CategoryFilter({ categories }: { categories: Array<{ label: string; slug: string }> }) {
  const { t } = useLingui();
  const [current, choose] = useUnit([$category, categoryChosen]);
  const options = [{ value: ALL, label: t`All topics` }, ...categories.map((category) => ({ value: category.slug, label: category.label }))];
  return (
    <>
      <Group gap="xs" className={classes.filter} visibleFrom="sm" component="nav" aria-label={t`Blog topics`} data-testid="blog-category-links">
        {options.map((option) => {
          const active = (current ?? ALL) === option.value;
          return (
            <Button
              key={option.value || 'all'}
              component={AppLink}
              to={blogCategoryHref(option.value || null)}
              variant={active ? 'filled' : 'default'}
              radius="xl"
              size="sm"
              aria-current={active ? 'page' : undefined}
            >
              {option.label}
            </Button>
          );
        })}
      </Group>
      <Select
        hiddenFrom="sm"
        label={t`Topic`}
        data={options}
        value={current ?? ALL}
        onChange={(value) => choose(value ? value : null)}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        data-testid="blog-category-select"
      />
    </>
  );
}
