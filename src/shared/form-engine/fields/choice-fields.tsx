import { CheckIcon, Input, Loader } from '@mantine/core';
import { Suspense, useEffect, useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { lazyRetrying, whenIdle } from '@/shared/lib';
import { fieldClasses, floatingProps } from './floating';
import type { FullMultiSelectProps, FullSelectProps } from './full-choice';
import { ignoreChange, LightChevron, LightInput } from './light-input';
import { useKeysWhileLoading, useUpgradeOnFocus } from './upgrade';
import { useFieldMessages } from './messages';
import { OptionsFailed } from './options-failed';
import type { FieldProps } from './text-fields';

/**
 * Mantine's Select and MultiSelect (with Combobox, Popover, Floating UI: ~35 KB br) are one part, asked for when a
 * list field is pointed at or reached, and when the browser is idle after a form with one has painted: a form page
 * without a list (CMTPL's first step) never loads them (docs/decisions/choice-fields-on-demand.md).
 */
const FullSelectPart = lazyRetrying<FullSelectProps>(() => import('./full-choice').then((module) => ({ default: module.FullSelect })));
const FullMultiSelectPart = lazyRetrying<FullMultiSelectProps>(() => import('./full-choice').then((module) => ({ default: module.FullMultiSelect })));
const preloadFullChoice = () => Promise.all([FullSelectPart.preload(), FullMultiSelectPart.preload()]);

/** A list field on the page: its full component is asked for once the browser is idle. */
function usePreloadWhenIdle() {
  useEffect(() => whenIdle(window, () => void preloadFullChoice()), []);
}

/** radio (default view), str with options or an API, search: one choice from a list; a spinner while it loads. */
export function SelectField({ view, events }: FieldProps) {
  usePreloadWhenIdle();
  // The swap waits for the full select's code: the light field keeps the focus (and the key pressed) until it is here.
  const upgrade = useUpgradeOnFocus(view.id, { part: FullSelectPart });
  const { errorText } = useFieldMessages();
  const value = typeof view.value === 'string' && view.value !== '' ? view.value : null;
  const clearable = !view.required;
  const error = errorText(view.error, view.label);
  const loading = view.optionsStatus === 'loading';
  const failed = view.optionsStatus === 'failed';
  const searchable = view.kind === 'search';
  const keys = useKeysWhileLoading(searchable);
  const { props } = floatingProps(view, { error });
  const { name, ...rest } = props;
  const light = (
    <>
      <LightInput
        {...rest}
        staticName="Select"
        description={failed ? <OptionsFailed onRetry={() => events.optionsReloadRequested(view.name)} /> : props.description}
        {...upgrade.lightHandlers}
        {...keys.lightHandlers}
        value={keys.typed ?? view.options.find((option) => option.value === value)?.label ?? ''}
        readOnly={!searchable}
        pointer={!searchable}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-busy={loading || undefined}
        autoComplete="off"
        rightSection={loading ? <Loader size="calc(var(--input-right-section-size) / 2)" /> : <LightChevron error={error} />}
      />
      <input type="hidden" value={value ?? ''} name={name} />
    </>
  );
  if (upgrade.upgraded) {
    return <FullSelectPart view={view} events={events} value={value} error={error} opened={upgrade.openedByPointer || keys.typed !== null} typed={keys.typed ?? undefined} />;
  }
  // Mantine's clear button shows on a filled optional select: that one is drawn by Mantine as soon as its code is here.
  if (clearable && value !== null && !view.disabled) {
    return (
      <Suspense fallback={light}>
        <FullSelectPart view={view} events={events} value={value} error={error} opened={false} />
      </Suspense>
    );
  }
  return light;
}

/** type_view multiselect (str, search, radio): several choices, sent comma-joined; read-only text until its code is here. */
export function MultiSelectField({ view, events }: FieldProps) {
  usePreloadWhenIdle();
  const { errorText } = useFieldMessages();
  const error = errorText(view.error, view.label);
  const picked = Array.isArray(view.value) ? (view.value as string[]) : [];
  const { props } = floatingProps(view, { error, pills: true });
  // Reached while its code loads: Mantine's multiselect then mounts with the focus, opened when it was pressed (a tap
  // on the light field is not lost). Left meanwhile: nothing is taken over. A press stays on the light field until
  // its click: Mantine's multiselect toggles its list on a click, so one mounted opened during the press (its code
  // arriving between the press and the release) was closed again by that same click.
  const [reached, setReached] = useState<'pressed' | 'focused' | null>(null);
  const [pressing, setPressing] = useState(false);
  const light = (
    <LightInput
      {...props}
      name={undefined}
      staticName="MultiSelect"
      value={picked.map((value) => view.options.find((option) => option.value === value)?.label ?? value).join(', ')}
      onChange={ignoreChange}
      onPointerDown={() => setPressing(true)}
      onPointerCancel={() => setPressing(false)}
      onClick={() => {
        setPressing(false);
        setReached('pressed');
      }}
      onFocus={() => setReached((was) => was ?? 'focused')}
      onBlur={() => {
        setPressing(false);
        setReached(null);
      }}
      readOnly
      aria-busy
      rightSection={<LightChevron error={error} />}
    />
  );
  return (
    <Suspense fallback={light}>
      {pressing ? <HeldBack /> : <FullMultiSelectPart view={view} events={events} error={error} focused={reached !== null} opened={reached === 'pressed'} />}
    </Suspense>
  );
}

const NEVER = new Promise<never>(() => undefined);

/** Keeps its Suspense boundary on its fallback (the same light field, not mounted again) until it is not rendered. */
function HeldBack(): never {
  throw NEVER;
}

/** The props of a checkbox or a switch: sent as 1 / 0. */
export function useCheckProps({ view, events }: FieldProps) {
  const { errorText } = useFieldMessages();
  return {
    id: view.id,
    name: view.name,
    label: view.label,
    description: view.message ?? undefined,
    error: errorText(view.error, view.label),
    disabled: view.disabled,
    required: view.required,
    checked: view.value === true,
    onChange: (event: { currentTarget: { checked: boolean } }) => events.changed({ name: view.name, value: event.currentTarget.checked }),
    onBlur: () => events.blurred(view.name),
    classNames: { description: fieldClasses.description },
  };
}

/**
 * bool (checkbox): Mantine's Checkbox as it stands in the document. The switch (type_view switch, toggle), the radio
 * group and the segmented control are parts of their own (parts.ts).
 */
export function CheckField(props: FieldProps) {
  return <LightCheckbox {...useCheckProps(props)} />;
}

/** Classes of Mantine's InlineInput (the label side of Checkbox; not exported: light-input.test.tsx checks them). */
const INLINE = { root: 'm_5f75b09e', checkboxRoot: 'm_bf2d988c', body: 'm_5f6e695e', labelWrapper: 'm_d3ea56bb', label: 'm_8ee546b8', description: 'm_328f68c0', error: 'm_8e8a99cc' };
/**
 * Classes of Mantine's Checkbox (its `Checkbox.classes`), written out like InlineInput's: importing the component for
 * them brought its code (~3 KB br) into every form's chunks (light-input.test.tsx checks them).
 */
const CHECKBOX = { inner: 'm_26062bec', input: 'm_26063560', icon: 'm_bf295423' };

export interface LightCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'style' | 'type'> {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  classNames?: { description?: string };
}

/**
 * Mantine's Checkbox (size md, filled, label on the right) as it stands in the document, without its component
 * machinery: a real checkbox input under Mantine's classes, which draw the box and the check mark in CSS — so it
 * works as it is (keyboard, label click, form data), nothing to swap in. light-input.test.tsx compares the markup.
 */
export function LightCheckbox({ id, label, description, error, classNames = {}, disabled, checked, ...inputProps }: LightCheckboxProps) {
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const statics = (part: string) => `mantine-Checkbox-${part}`;
  return (
    <div
      // Mantine names the root twice (InlineInput's and Checkbox's).
      className={`${INLINE.root} ${INLINE.checkboxRoot} ${statics('root')} ${statics('root')}`}
      data-checked={checked || undefined}
      data-variant="filled"
      data-size="md"
      data-label-position="right"
      style={CHECKBOX_STYLE}
    >
      <div className={`${INLINE.body} ${statics('body')}`}>
        <div className={`${CHECKBOX.inner} ${statics('inner')}`} data-label-position="right">
          <input
            {...inputProps}
            id={id}
            className={`mantine-focus-auto ${CHECKBOX.input} ${statics('input')}`}
            data-error={hasError || undefined}
            data-with-error-styles
            checked={checked}
            aria-describedby={describedBy}
            disabled={disabled}
            type="checkbox"
          />
          <CheckIcon className={`${CHECKBOX.icon} ${statics('icon')}`} />
        </div>
        <div className={`${INLINE.labelWrapper} ${statics('labelWrapper')}`} data-disabled={disabled || undefined}>
          {label ? (
            <label className={`${INLINE.label} ${statics('label')}`} htmlFor={id} data-disabled={disabled || undefined}>
              {label}
            </label>
          ) : null}
          {description ? (
            <p
              id={descriptionId}
              className={`${classNames.description ?? ''} ${INLINE.description} ${Input.classes.description} ${statics('description')} mantine-InputWrapper-description`}
              data-size="md"
              style={DESCRIPTION_STYLE}
            >
              {description}
            </p>
          ) : null}
          {hasError ? (
            <p id={errorId} className={`${INLINE.error} ${Input.classes.error} ${statics('error')} mantine-InputWrapper-error`} data-size="md" style={ERROR_STYLE}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

const CHECKBOX_STYLE = {
  '--label-fz': 'var(--mantine-font-size-md)',
  '--label-lh': 'var(--label-lh-md)',
  '--checkbox-size': 'var(--checkbox-size-md)',
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-color-brand-filled)',
} as CSSProperties;
const SMALL_TEXT = 'calc(var(--mantine-font-size-md) - calc(0.125rem * var(--mantine-scale)))';
const DESCRIPTION_STYLE = { '--input-description-size': SMALL_TEXT } as CSSProperties;
const ERROR_STYLE = { '--input-error-size': SMALL_TEXT } as CSSProperties;
