import { Input, UnstyledButton } from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties, InputHTMLAttributes, MouseEvent, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

/**
 * The form's inputs, drawn without Mantine's component machinery: the same elements, classes, data attributes
 * and CSS variables that Mantine's `TextInput` / `InputBase` (size sm, variant default) puts in the document —
 * so Mantine's stylesheet draws them the same — but one plain component instead of six themed ones (each with
 * its props, styles and Box resolution), where a 60-field form spent most of its first render (issue 4's
 * budget, `npm run bench:form`). `light-input.test.tsx` renders both and compares the markup.
 */
const classes = Input.classes;

type WrapperPart = 'label' | 'input' | 'description' | 'error';

export interface LightInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'style'> {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Mantine's static selector (`mantine-{name}-root` …) of the component this input stands for. */
  staticName?: string;
  inputWrapperOrder: WrapperPart[];
  classNames?: { root?: string; label?: string; input?: string; description?: string };
  labelProps?: Record<string, unknown>;
  leftSection?: ReactNode;
  leftSectionWidth?: number;
  rightSection?: ReactNode;
  rightSectionPointerEvents?: CSSProperties['pointerEvents'];
  /** A choice that opens on a click (Mantine's `pointer`: a non-searchable select). */
  pointer?: boolean;
  inputRef?: Ref<HTMLInputElement> | Ref<HTMLTextAreaElement>;
  /** Marks of the root element (as Mantine's `mod`: `data-…` attributes). */
  rootProps?: Record<string, unknown>;
  /** CSS variables the component sets on the input wrapper besides Input's own (NumberInput's section width). */
  wrapperVars?: Record<string, string>;
  /** A textarea (Mantine's `multiline` input: Textarea) instead of an input. */
  multiline?: boolean;
  rows?: number;
}

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');
const SIZE_STYLE = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' };
const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const SMALL_TEXT_STYLE = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const DESCRIPTION_STYLE = { '--input-description-size': SMALL_TEXT_STYLE } as CSSProperties;
const ERROR_STYLE = { '--input-error-size': SMALL_TEXT_STYLE } as CSSProperties;
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** Mantine's label: a double click does not select its text. */
const keepSelection = (event: MouseEvent) => {
  if (event.detail > 1) event.preventDefault();
};

/** The onChange of a light field that only shows a value: it takes no input until the first focus swaps it. */
export const ignoreChange = () => undefined;

export function LightInput({
  id,
  label,
  description,
  error,
  required,
  disabled,
  staticName = 'TextInput',
  inputWrapperOrder,
  classNames = {},
  labelProps,
  leftSection,
  leftSectionWidth,
  rightSection,
  rightSectionPointerEvents = 'none',
  pointer,
  inputRef,
  rootProps,
  wrapperVars,
  multiline,
  ...inputProps
}: LightInputProps) {
  const statics = (part: string, base: 'Input' | 'InputWrapper') => `mantine-${base}-${part} mantine-${staticName}-${part}`;
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const hasDescription = Boolean(description);
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const order = inputWrapperOrder;
  const inputAt = order.indexOf('input');
  const below = order.slice(inputAt + 1);
  // As Mantine joins them (with the place of a success message between the two).
  const describedBy = `${hasError && order.includes('error') ? errorId : ''}  ${hasDescription && order.includes('description') ? descriptionId : ''}`.trim();
  const offsetBottom = (hasDescription && below.includes('description')) || (hasError && below.includes('error'));

  const wrapperStyle: Record<string, string> = { ...SIZE_STYLE };
  if (offsetBottom) wrapperStyle['--input-margin-bottom'] = 'calc(var(--mantine-spacing-xs) / 2)';
  if (leftSectionWidth !== undefined) wrapperStyle['--input-left-section-width'] = rem(leftSectionWidth);
  if (multiline) wrapperStyle['--input-padding-y'] = 'var(--input-padding-y-sm)';
  if (rightSection) wrapperStyle['--input-right-section-pointer-events'] = String(rightSectionPointerEvents);
  if (wrapperVars) Object.assign(wrapperStyle, wrapperVars);
  const Element = multiline ? 'textarea' : 'input';

  const parts: Record<WrapperPart, ReactNode> = {
    label: label ? (
      <label
        key="label"
        className={join(classNames.label, classes.label, statics('label', 'InputWrapper'))}
        data-size="sm"
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
        style={LABEL_STYLE}
        onMouseDown={keepSelection}
        {...labelProps}
      >
        {label}
        {required ? (
          <span className={join(classes.required, statics('required', 'InputWrapper'))} aria-hidden>
            {' *'}
          </span>
        ) : null}
      </label>
    ) : null,
    input: (
      <div
        key="input"
        className={join(classes.wrapper, statics('wrapper', 'Input'))}
        data-variant="default"
        data-size="sm"
        data-error={hasError || undefined}
        data-pointer={pointer || undefined}
        data-disabled={disabled || undefined}
        data-with-right-section={rightSection ? true : undefined}
        data-with-left-section={leftSection ? true : undefined}
        data-multiline={multiline || undefined}
        style={wrapperStyle as CSSProperties}
      >
        {leftSection ? (
          <div data-position="left" className={join(classes.section, statics('section', 'Input'))}>
            {leftSection}
          </div>
        ) : null}
        <Element
          {...(inputProps as InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>)}
          ref={inputRef as Ref<HTMLInputElement & HTMLTextAreaElement>}
          className={join(classNames.input, classes.input, statics('input', 'Input'))}
          data-variant="default"
          data-disabled={disabled || undefined}
          data-error={hasError || undefined}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          id={id}
        />
        {rightSection ? (
          <div data-position="right" className={join(classes.section, statics('section', 'Input'))}>
            {rightSection}
          </div>
        ) : null}
      </div>
    ),
    description: hasDescription ? (
      <p
        key="description"
        className={join(classNames.description, classes.description, statics('description', 'InputWrapper'))}
        data-size="sm"
        id={descriptionId}
        style={DESCRIPTION_STYLE}
      >
        {description}
      </p>
    ) : null,
    error: hasError ? (
      <p key="error" className={join(classes.error, statics('error', 'InputWrapper'))} data-size="sm" id={errorId} style={ERROR_STYLE}>
        {error}
      </p>
    ) : null,
  };

  return (
    <div className={join(classNames.root, classes.root, statics('root', 'InputWrapper'))} data-size="sm" data-error={hasError || undefined} {...rootProps}>
      {order.map((part) => parts[part])}
    </div>
  );
}

const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';
const CHEVRON_STYLE = { '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties;

/**
 * The class of Mantine's `Combobox.Chevron`, written out: reading `Combobox.classes` would bring Combobox, Popover and
 * Floating UI into every form's first chunk (docs/decisions/choice-fields-on-demand.md). light-input.test.tsx compares
 * the light select's markup with Mantine's Select, so a Mantine release that renames it fails there.
 */
export const COMBOBOX_CHEVRON_CLASS = 'm_2943220b';

/** Mantine's `Combobox.Chevron` (size sm): the up-down arrows of a closed select. */
export function LightChevron({ error }: { error?: string }) {
  return (
    <svg
      className={`${COMBOBOX_CHEVRON_CLASS} mantine-ComboboxChevron-chevron`}
      data-size="sm"
      data-combobox-chevron
      data-error={error || undefined}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={CHEVRON_STYLE}
    >
      <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

const ACTION_ICON_STYLE = {
  '--ai-size': 'var(--ai-size-lg)',
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-gray-light-hover)',
  '--ai-color': 'var(--mantine-color-gray-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;

/**
 * Classes of Mantine's ActionIcon (its `ActionIcon.classes`), written out: importing the component for them brought
 * its code into every form's chunks (light-input.test.tsx compares the markup with Mantine's).
 */
const ACTION_ICON = { root: 'm_8d3f4000', icon: 'm_8d3afb97' };

/** Mantine's `ActionIcon` (variant subtle, colour gray, size lg) around an icon. */
export function LightActionIcon({ children, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return (
    <button
      type="button"
      {...props}
      className={`mantine-focus-auto ${props.disabled ? '' : 'mantine-active '}${ACTION_ICON.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-variant="subtle"
      data-size="lg"
      data-disabled={props.disabled || undefined}
      style={ACTION_ICON_STYLE}
    >
      <span className={`${ACTION_ICON.icon} mantine-ActionIcon-icon`}>{children}</span>
    </button>
  );
}
