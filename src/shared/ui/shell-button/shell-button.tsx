import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { rem } from '@/shared/lib';
import { AppLink } from '../app-link/app-link';
import classes from './shell-button.module.css';

export interface ShellButtonStyle {
  /** Mantine's variants: `filled` (brand background), `light` (tinted), `subtle` (transparent until hover). */
  variant?: 'filled' | 'light' | 'subtle';
  /** `gray` exists for `subtle` only (a quiet action such as Sign out). */
  color?: 'brand' | 'gray';
  size?: 'xs' | 'sm' | 'md';
  leftSection?: ReactNode;
  fullWidth?: boolean;
  /** Horizontal padding in px, like Mantine's `px`. */
  px?: number;
}

function styleProps({ variant = 'filled', color = 'brand', size = 'sm', leftSection, fullWidth, px }: ShellButtonStyle, className?: string, style?: CSSProperties) {
  return {
    // mantine-focus-auto / mantine-active: Mantine's global focus ring and press effect (global.css).
    className: ['mantine-focus-auto', 'mantine-active', classes.root, className].filter(Boolean).join(' '),
    'data-variant': variant,
    'data-color': color,
    'data-size': size,
    'data-with-left-section': leftSection ? true : undefined,
    'data-block': fullWidth || undefined,
    style: px === undefined ? style : { ...style, paddingInline: rem(px) },
  };
}

function Content({ leftSection, children }: { leftSection?: ReactNode; children?: ReactNode }) {
  return (
    <span className={classes.inner}>
      {leftSection ? (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className={classes.label}>{children}</span>
    </span>
  );
}

type ButtonProps = ShellButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>;
type AnchorProps = ShellButtonStyle & AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * A button with the look of Mantine's `<Button>` and none of its JavaScript, for the app shell, which
 * renders before Mantine loads. Pages and dialogs use Mantine's `Button` (or `ButtonLink`).
 */
export const ShellButton = forwardRef<HTMLButtonElement, ButtonProps>(function ShellButton(
  { variant, color, size, leftSection, fullWidth, px, className, style, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} {...rest} {...styleProps({ variant, color, size, leftSection, fullWidth, px }, className, style)}>
      <Content leftSection={leftSection}>{children}</Content>
    </button>
  );
});

/** `ShellButton` as a link (`<a href>`). */
export const ShellAnchorButton = forwardRef<HTMLAnchorElement, AnchorProps>(function ShellAnchorButton(
  { variant, color, size, leftSection, fullWidth, px, className, style, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} {...rest} {...styleProps({ variant, color, size, leftSection, fullWidth, px }, className, style)}>
      <Content leftSection={leftSection}>{children}</Content>
    </a>
  );
});

/** `ShellButton` as an app link (`AppLink`: the language prefix, no reload): `<ShellButtonLink to="/login">`. */
export const ShellButtonLink = forwardRef<HTMLAnchorElement, Omit<AnchorProps, 'href'> & { to: string }>(function ShellButtonLink(
  { variant, color, size, leftSection, fullWidth, px, className, style, children, ...rest },
  ref,
) {
  return (
    <AppLink ref={ref} {...rest} {...styleProps({ variant, color, size, leftSection, fullWidth, px }, className, style)}>
      <Content leftSection={leftSection}>{children}</Content>
    </AppLink>
  );
});
