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

type Styled = ShellButtonStyle & { className?: string; style?: CSSProperties; children?: ReactNode };

/** The element's props: its own attributes, then the look (class, data attributes, padding) and the content. */
function shellProps<P extends Styled>({ variant = 'filled', color = 'brand', size = 'sm', leftSection, fullWidth, px, className, style, children, ...rest }: P) {
  return {
    ...rest,
    // mantine-focus-auto / mantine-active: Mantine's global focus ring and press effect (global.css).
    className: ['mantine-focus-auto', 'mantine-active', classes.root, className].filter(Boolean).join(' '),
    'data-variant': variant,
    'data-color': color,
    'data-size': size,
    'data-with-left-section': leftSection ? true : undefined,
    'data-block': fullWidth || undefined,
    style: px === undefined ? style : { ...style, paddingInline: rem(px) },
    children: (
      <span className={classes.inner}>
        {leftSection ? (
          <span className={classes.section} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className={classes.label}>{children}</span>
      </span>
    ),
  };
}

type ButtonProps = ShellButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>;
type AnchorProps = ShellButtonStyle & AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * A button with the look of Mantine's `<Button>` and none of its JavaScript, for the app shell, which
 * renders before Mantine loads. Pages and dialogs use Mantine's `Button` (or `ButtonLink`).
 */
export const ShellButton = forwardRef<HTMLButtonElement, ButtonProps>(function ShellButton({ type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} {...shellProps(props)} />;
});

/** `ShellButton` as a link (`<a href>`). */
export const ShellAnchorButton = forwardRef<HTMLAnchorElement, AnchorProps>(function ShellAnchorButton(props, ref) {
  return <a ref={ref} {...shellProps(props)} />;
});

/** `ShellButton` as an app link (`AppLink`: the language prefix, no reload): `<ShellButtonLink to="/login">`. */
export const ShellButtonLink = forwardRef<HTMLAnchorElement, Omit<AnchorProps, 'href'> & { to: string }>(function ShellButtonLink(props, ref) {
  return <AppLink ref={ref} {...shellProps(props)} />;
});
