import { NumberInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useNumericFormat } from 'react-number-format';
import { $lang, numberInputSeparators } from '@/shared/i18n';
import { prop } from '../rules/descriptors';
import { decimalsOf } from '../rules/values';
import { floatingProps } from './floating';
import { ignoreChange, LightInput, type LightInputProps } from './light-input';
import { useUpgradeOnFocus } from './upgrade';
import { useFieldMessages } from './messages';
import { focusHandlers, type FieldProps } from './text-fields';

// A chunk of its own (fields/parts.ts): Mantine's NumberInput and react-number-format (~8 KB br) load only for a
// form that has a number field.

/** int and float (SUBTYPE = decimals). */
export function NumberField({ view, events }: FieldProps) {
  const lang = useUnit($lang);
  const upgrade = useUpgradeOnFocus(view.id, { caret: true });
  const { errorText } = useFieldMessages();
  const { props } = floatingProps(view, { error: errorText(view.error, view.label) });
  const decimal = view.kind === 'decimal';
  const value = typeof view.value === 'number' || typeof view.value === 'string' ? view.value : '';
  // One number format per language (issue 13): the field groups digits as formatNumber/formatMoney do.
  const format = { ...numberInputSeparators(lang), decimalScale: decimal ? decimalsOf(view.descriptor) : 0 };
  if (!upgrade.upgraded) return <LightNumberInput {...props} {...upgrade.lightHandlers} value={value} format={format} />;
  return (
    <NumberInput
      {...props}
      {...focusHandlers({ view, events })}
      value={value}
      onChange={(next) => events.changed({ name: view.name, value: next })}
      allowDecimal={decimal}
      {...format}
      allowedDecimalSeparators={allowedDecimalSeparators(format.thousandSeparator)}
      hideControls
      min={typeof prop(view.descriptor, 'min') === 'number' ? prop<number>(view.descriptor, 'min') : undefined}
      max={typeof prop(view.descriptor, 'max') === 'number' ? prop<number>(view.descriptor, 'max') : undefined}
    />
  );
}

type NumberFormat = { thousandSeparator: string; decimalSeparator: string; decimalScale: number };
type LightNumberProps = Omit<LightInputProps, 'value'> & { value: number | string; format: NumberFormat };

/** Both marks are accepted as the decimal one, except the mark that groups the digits (English ","). */
const allowedDecimalSeparators = (thousandSeparator: string) => ['.', ','].filter((mark) => mark !== thousandSeparator);

/**
 * The closed number field: Mantine's NumberInput (controls hidden) as it stands in the document, showing the
 * value as react-number-format shows it (the same formatting hook, NumericFormat's own, without its input).
 * The first focus swaps in NumberInput (useUpgradeOnFocus) with the caret where the user put it.
 */
export function LightNumberInput({ value, format, classNames, disabled, ...props }: LightNumberProps) {
  const numeric = useNumericFormat({ value, ...format, allowNegative: true, allowLeadingZeros: true, allowedDecimalSeparators: allowedDecimalSeparators(format.thousandSeparator) });
  // As NumberFormatBase shows the value NumericFormat hands it.
  const shown = numeric.removeFormatting && numeric.format ? numeric.format(numeric.removeFormatting(String(numeric.value ?? ''))) : String(numeric.value ?? '');
  return (
    <LightInput
      {...props}
      disabled={disabled}
      staticName="NumberInput"
      classNames={{ ...classNames, root: `${classNames?.root ?? ''} ${NumberInput.classes.root}` }}
      wrapperVars={{
        '--input-right-section-width': 'var(--ni-right-section-width-sm)',
        ...(disabled ? { '--input-right-section-pointer-events': 'none' } : {}),
      }}
      type="text"
      inputMode="decimal"
      value={shown}
      onChange={ignoreChange}
    />
  );
}
