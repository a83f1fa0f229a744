import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { PasswordField } from '@/shared/ui/password-field/password-field';
import type { UploadList } from '@/shared/upload';
import type { FieldView } from '../factory/types';
import { prop } from '../rules/descriptors';
import { PHONE_MAX_LENGTH, PHONE_PREFIX } from '../rules/phone';
import { fieldClasses, floatingProps } from './floating';
import { ignoreChange, LightInput, type LightInputProps } from './light-input';
import { useUpgradeOnFocus } from './upgrade';
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

/** str, text (and type_view textarea / email), pass, number (digits only). */
export function TextField({ view, events }: FieldProps) {
  const { errorText } = useFieldMessages();
  const kind = view.kind;
  const { raised, props } = floatingProps(view, { error: errorText(view.error, view.label), textarea: kind === 'textarea' });
  const common = {
    ...props,
    ...focusHandlers({ view, events }),
    value: text(view.value),
    placeholder: raised ? (view.placeholder ?? undefined) : undefined,
    autoComplete: prop<string>(view.descriptor, 'autoComplete') ?? 'off',
    onChange: (event: { currentTarget: { value: string } }) => events.changed({ name: view.name, value: event.currentTarget.value }),
  };
  if (kind === 'textarea') return <LongTextField id={view.id} common={common} />;
  if (kind === 'password') return <PasswordField {...common} />;
  if (kind === 'digits') {
    const maxLength = prop<number>(view.descriptor, 'maxLength');
    return <LightInput {...common} inputMode="numeric" maxLength={typeof maxLength === 'number' ? maxLength : undefined} />;
  }
  return <LightInput {...common} type={kind === 'email' ? 'email' : 'text'} inputMode={kind === 'email' ? 'email' : undefined} />;
}

const MIN_ROWS = 3;
const MAX_ROWS = 8;

/**
 * text: Mantine's autosized Textarea once the user comes to it; until then (and while it is empty: its height is
 * then the one of three rows) a light textarea of the same markup, without autosize's measuring on mount.
 */
function LongTextField({ id, common }: { id: string; common: ReturnType<typeof floatingProps>['props'] & TextCommon }) {
  const upgrade = useUpgradeOnFocus(id, { caret: true });
  if (upgrade.upgraded || common.value !== '' || common.placeholder) return <Textarea {...common} autosize minRows={MIN_ROWS} maxRows={MAX_ROWS} />;
  const { onFocus: _focus, onBlur: _blur, onChange: _change, value: _value, ...rest } = common;
  return <LightTextarea {...rest} {...upgrade.lightHandlers} />;
}

interface TextCommon {
  value: string;
  placeholder: string | undefined;
  autoComplete: string;
  onFocus: () => void;
  onBlur: () => void;
  onChange: (event: { currentTarget: { value: string } }) => void;
}

/**
 * The empty autosized textarea: Mantine's Textarea markup (`rows` = minRows), with the height Mantine's autosize
 * gives an empty one (three rows of its "x" measure, padding and border). That height is the same for every
 * field of the form's styles, so it is measured once, by the first light textarea of the page, the way Mantine
 * measures it; the others only set it.
 */
export function LightTextarea(props: Omit<LightInputProps, 'multiline' | 'rows' | 'inputRef'>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    emptyHeight ??= measureEmptyHeight(node);
    if (emptyHeight !== undefined) node.style.setProperty('height', `${emptyHeight}px`, 'important');
  }, []);
  return <LightInput {...props} staticName="Textarea" multiline rows={MIN_ROWS} inputRef={ref} value="" onChange={ignoreChange} />;
}

let emptyHeight: number | undefined;

/** Mantine's autosize (Textarea/Autosize) for an empty value ("x") and three to eight rows. */
function measureEmptyHeight(node: HTMLTextAreaElement): number | undefined {
  const style = window.getComputedStyle(node);
  if (!style.boxSizing) return undefined;
  const hidden = document.createElement('textarea');
  hidden.setAttribute('tabindex', '-1');
  hidden.setAttribute('aria-hidden', 'true');
  for (const key of SIZING_KEYS) hidden.style.setProperty(key, style.getPropertyValue(key));
  for (const [key, value] of Object.entries(HIDDEN_STYLE)) hidden.style.setProperty(key, value, 'important');
  hidden.value = 'x';
  document.body.appendChild(hidden);
  const padding = parseFloat(style.paddingBottom) + parseFloat(style.paddingTop);
  const border = parseFloat(style.borderBottomWidth) + parseFloat(style.borderTopWidth);
  const rowHeight = hidden.scrollHeight - padding;
  const contentHeight = style.boxSizing === 'border-box' ? hidden.scrollHeight + border : hidden.scrollHeight - padding;
  hidden.remove();
  const extra = style.boxSizing === 'border-box' ? padding + border : 0;
  const height = Math.min(rowHeight * MAX_ROWS + extra, Math.max(rowHeight * MIN_ROWS + extra, contentHeight));
  return Number.isFinite(height) ? height : undefined;
}

const SIZING_KEYS = [
  'border-bottom-width',
  'border-left-width',
  'border-right-width',
  'border-top-width',
  'box-sizing',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'line-height',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'padding-top',
  'tab-size',
  'text-indent',
  'text-rendering',
  'text-transform',
  'width',
  'word-break',
  'word-spacing',
  'scrollbar-gutter',
];
const HIDDEN_STYLE = {
  'min-height': '0',
  'max-height': 'none',
  height: '0',
  visibility: 'hidden',
  overflow: 'hidden',
  position: 'absolute',
  'z-index': '-1000',
  top: '0',
  right: '0',
  display: 'block',
};

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
