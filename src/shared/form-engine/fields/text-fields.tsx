import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UploadList } from '@/shared/upload';
import type { FieldView } from '../factory/types';
import { prop } from '../rules/descriptors';
import { PHONE_MAX_LENGTH, PHONE_PREFIX } from '../rules/phone';
import { fieldClasses, floatingProps } from './floating';
import { LightInput } from './light-input';
import { useFieldMessages } from './messages';
import type { FieldEvents } from './use-field';

export interface FieldProps {
  view: FieldView;
  events: FieldEvents;
  /** The form's upload list (the file fields render their rows from it). */
  uploads?: UploadList<string>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** Mantine's `<Text component="span">` around the phone prefix. */
export const PREFIX_CLASS = `mantine-focus-auto ${fieldClasses.prefix} ${Text.classes.root} mantine-Text-root`;

/** Focus and blur tell the model (floating label, touched). */
export const focusHandlers = ({ view, events }: FieldProps) => ({
  onFocus: () => events.focused(view.name),
  onBlur: () => events.blurred(view.name),
});

/** The props every text-like field gives its input: the floating label, focus and blur, value and changes. */
export function useTextProps({ view, events }: FieldProps, options: { textarea?: boolean } = {}) {
  const { errorText } = useFieldMessages();
  const { raised, props } = floatingProps(view, { error: errorText(view.error, view.label), textarea: options.textarea });
  return {
    ...props,
    ...focusHandlers({ view, events }),
    value: text(view.value),
    placeholder: raised ? (view.placeholder ?? undefined) : undefined,
    autoComplete: prop<string>(view.descriptor, 'autoComplete') ?? 'off',
    onChange: (event: { currentTarget: { value: string } }) => events.changed({ name: view.name, value: event.currentTarget.value }),
  };
}

/**
 * str (and type_view email), number (digits only). The long text (text, type_view textarea) and the password (pass)
 * are parts of their own (parts.ts): Mantine's autosized Textarea and PasswordInput load only for a form with one.
 */
export function TextField({ view, events }: FieldProps) {
  const kind = view.kind;
  const common = useTextProps({ view, events });
  if (kind === 'digits') {
    const maxLength = prop<number>(view.descriptor, 'maxLength');
    return <LightInput {...common} inputMode="numeric" maxLength={typeof maxLength === 'number' ? maxLength : undefined} />;
  }
  return <LightInput {...common} type={kind === 'email' ? 'email' : 'text'} inputMode={kind === 'email' ? 'email' : undefined} />;
}

/** phone: Armenian numbers only, "+374" fixed in front, XX-XXX-XXX. */
export function PhoneField({ view, events }: FieldProps) {
  const { errorText } = useFieldMessages();
  const { raised, props } = floatingProps(view, { error: errorText(view.error, view.label), hasPrefix: true });
  return (
    <LightInput
      {...props}
      {...focusHandlers({ view, events })}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={PHONE_MAX_LENGTH}
      placeholder={raised ? 'XX-XXX-XXX' : undefined}
      leftSection={<span className={PREFIX_CLASS}>{PHONE_PREFIX}</span>}
      leftSectionWidth={56}
      value={text(view.value)}
      onChange={(event) => events.changed({ name: view.name, value: event.currentTarget.value })}
    />
  );
}

/** promo: the code, a check button and the result of the check (valid, with its discount; or why not). */
export function PromoField({ view, events }: FieldProps) {
  const { t } = useLingui();
  const { errorText } = useFieldMessages();
  const promo = view.promo;
  const failed = promo.status === 'failed' && promo.code === text(view.value).trim() ? t`The code could not be checked. Try again.` : undefined;
  const { props } = floatingProps(view, { error: failed ?? errorText(view.error, view.label) });
  const valid = promo.status === 'valid' && promo.code === text(view.value).trim();
  const discount = promo.discount;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        {...props}
        {...focusHandlers({ view, events })}
        style={{ flex: 1 }}
        autoComplete="off"
        value={text(view.value)}
        onChange={(event) => events.changed({ name: view.name, value: event.currentTarget.value.toUpperCase() })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            events.promoCheckRequested(view.name);
          }
        }}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        description={
          valid ? (
            <Text component="span" size="sm" c="green.9" fw={600} role="status">
              <IconCircleCheck size={16} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} aria-hidden />
              {discount ? <Trans>Promo code applied: {discount}% off</Trans> : <Trans>Promo code applied</Trans>}
            </Text>
          ) : (
            props.description
          )
        }
      />
      <Button
        variant="light"
        h={56}
        loading={promo.status === 'checking'}
        disabled={view.disabled || text(view.value).trim() === ''}
        onClick={() => events.promoCheckRequested(view.name)}
      >
        <Trans>Check</Trans>
      </Button>
    </Group>
  );
}
