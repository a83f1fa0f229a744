import { PasswordField } from '@/shared/ui/password-field/password-field';
import { useTextProps, type FieldProps } from './text-fields';

// A part of its own (parts.ts): Mantine's PasswordInput loads only for a form with a password field.

/** pass: the product's password field (show/hide named in the page's language). */
export function PasswordTextField({ view, events }: FieldProps) {
  return <PasswordField {...useTextProps({ view, events })} />;
}
