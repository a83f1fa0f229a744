import { useClickOutside, useId } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './nav-dropdown.module.css';

export interface NavDropdownProps {
  /** What the button shows (a label, or richer content such as an icon and a label). */
  label: ReactNode;
  /** The links, each already a link element. */
  items: Array<{ key: string | number; link: ReactNode }>;
  buttonClassName?: string;
  /** Full-width panel under the button (tiles) rather than a menu-sized one. */
  fullWidth?: boolean;
  testId?: string;
  /** Extra classes of the wrapper and of the panel (e.g. a mega menu placed against the header). */
  className?: string;
  panelClassName?: string;
}

/**
 * A disclosure for navigation: a button that shows a list of links (WAI-ARIA disclosure navigation
 * pattern). Opens on click, closes on Escape, on a click outside and when focus leaves.
 * Small on purpose: it is in the first screen of every page, where a popover library would cost ~20 KB.
 */
export function NavDropdown({ label, items, buttonClassName, fullWidth, testId, className, panelClassName }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useClickOutside<HTMLDivElement>(() => setOpen(false));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      (ref.current?.querySelector('button') as HTMLButtonElement | null)?.focus();
    }
  };

  return (
    <div
      ref={ref}
      className={className ? `${classes.root} ${className}` : classes.root}
      data-full-width={fullWidth || undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId}
      >
        {label}
        <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} data-open={open || undefined} />
      </button>
      <ul id={id} className={panelClassName ? `${classes.panel} ${panelClassName}` : classes.panel} hidden={!open}>
        {items.map((item) => (
          <li key={item.key} onClick={() => setOpen(false)}>
            {item.link}
          </li>
        ))}
      </ul>
    </div>
  );
}
