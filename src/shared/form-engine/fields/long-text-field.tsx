import { Textarea } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { ignoreChange, LightInput, type LightInputProps } from './light-input';
import { useTextProps, type FieldProps } from './text-fields';
import { useUpgradeOnFocus } from './upgrade';

// A part of its own (parts.ts): Mantine's autosized Textarea loads only for a form with a long text.

/**
 * text (and str with type_view textarea): Mantine's autosized Textarea once the user comes to it; until then (and
 * while it is empty: its height is then the one of three rows) a light textarea of the same markup, without
 * autosize's measuring on mount.
 */
export function LongTextField({ view, events }: FieldProps) {
  const common = useTextProps({ view, events }, { textarea: true });
  const upgrade = useUpgradeOnFocus(view.id, { caret: true });
  if (upgrade.upgraded || common.value !== '' || common.placeholder) return <Textarea {...common} autosize minRows={MIN_ROWS} maxRows={MAX_ROWS} />;
  const { onFocus: _focus, onBlur: _blur, onChange: _change, value: _value, ...rest } = common;
  return <LightTextarea {...rest} {...upgrade.lightHandlers} />;
}

const MIN_ROWS = 3;
const MAX_ROWS = 8;

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
