import { ActionIcon, Checkbox, Loader, MantineProvider, NumberInput, Select, Text, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/shared/ui';
import { LightCheckbox } from './choice-fields';
import { TIME_INPUT_CLASS } from './date-fields';
import { fieldClasses } from './floating';
import { LightNumberInput } from './number-field';
import { LightTextarea } from './long-text-field';
import { PREFIX_CLASS } from './text-fields';
import { LightActionIcon, LightChevron, LightInput } from './light-input';

const ORDER = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];
const CLASSES = { root: 'r', label: 'l', input: 'i', description: 'd' };

/** The element tree as a comparable string: tag, sorted attributes (classes and style sorted too), children. */
function shape(node: Element): string {
  const attributes = [...node.attributes]
    .map((attribute) => {
      if (attribute.name === 'class') return `class=${attribute.value.split(/\s+/).filter(Boolean).sort().join(' ')}`;
      if (attribute.name === 'style') return `style=${attribute.value.split(';').map((item) => item.trim()).filter(Boolean).sort().join('; ')}`;
      return `${attribute.name}=${attribute.value}`;
    })
    .sort();
  const children = [...node.childNodes].map((child) => (child.nodeType === 3 ? JSON.stringify(child.textContent) : shape(child as Element)));
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</${node.tagName.toLowerCase()}>`;
}

const markup = (ui: ReactNode) => {
  const { container, unmount } = render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
  // Mantine's provider puts its <style> elements first.
  const result = [...container.children].filter((child) => child.tagName !== 'STYLE').map(shape).join('');
  unmount();
  return result;
};

describe('LightInput draws what Mantine draws', () => {
  const cases = [
    { name: 'plain', props: {} },
    { name: 'required, raised label, value', props: { required: true, value: 'x', labelProps: { 'data-floating': true } } },
    { name: 'description and error', props: { description: 'Help', error: 'Wrong' } },
    { name: 'disabled with a placeholder', props: { disabled: true, placeholder: 'DD/MM/YYYY', maxLength: 10, inputMode: 'numeric' as const } },
    { name: 'left section', props: { leftSection: <Text component="span">+374</Text>, leftSectionWidth: 56 } },
    { name: 'right section taking pointer events', props: { rightSection: <span>R</span>, rightSectionPointerEvents: 'all' as const } },
  ];
  it.each(cases)('$name', ({ props }) => {
    const common = { id: 'f-x', name: 'X', label: 'Label', inputWrapperOrder: ORDER, classNames: CLASSES, onChange: () => undefined, autoComplete: 'off' };
    expect(markup(<LightInput {...common} {...props} />)).toBe(markup(<TextInput {...common} {...props} />));
  });
});

describe('the light parts of selects, time and date fields draw what Mantine draws', () => {
  const common = { id: 'f-s', label: 'Label', inputWrapperOrder: ORDER, classNames: CLASSES };
  const DATA = [{ value: 'a', label: 'A' }];
  const lightSelect = (props: { value: string; hidden: string; error?: string; searchable?: boolean; loading?: boolean }) => (
    <>
      <LightInput
        {...common}
        staticName="Select"
        value={props.value}
        onChange={() => undefined}
        error={props.error}
        readOnly={!props.searchable}
        pointer={!props.searchable}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-busy={props.loading || undefined}
        autoComplete="off"
        rightSection={props.loading ? <Loader size="calc(var(--input-right-section-size) / 2)" /> : <LightChevron error={props.error} />}
      />
      <input type="hidden" value={props.hidden} name="S" />
    </>
  );

  it('a closed select', () => {
    expect(markup(lightSelect({ value: 'A', hidden: 'a' }))).toBe(markup(<Select {...common} name="S" data={DATA} value="a" onChange={() => undefined} />));
  });
  it('a closed searchable select with an error', () => {
    expect(markup(lightSelect({ value: '', hidden: '', searchable: true, error: 'Wrong' }))).toBe(
      markup(<Select {...common} name="S" data={DATA} value={null} searchable error="Wrong" onChange={() => undefined} />),
    );
  });
  it('a select whose list is loading', () => {
    expect(markup(lightSelect({ value: '', hidden: '', searchable: true, loading: true }))).toBe(
      markup(<Select {...common} name="S" data={[]} value={null} searchable loading aria-busy onChange={() => undefined} />),
    );
  });
  it('a time input', () => {
    const props = { ...common, name: 'T', value: '', onChange: () => undefined };
    expect(markup(<LightInput {...props} staticName="TimeInput" classNames={{ ...CLASSES, input: `i ${TIME_INPUT_CLASS}` }} type="time" step={60} />)).toBe(
      markup(<TimeInput {...props} />),
    );
  });
  it.each([false, true])('the calendar button (disabled: %s)', (disabled) => {
    const icon = <IconCalendar size={20} aria-hidden />;
    expect(markup(<LightActionIcon aria-label="Choose" aria-expanded={false} disabled={disabled}>{icon}</LightActionIcon>)).toBe(
      markup(<ActionIcon variant="subtle" color="gray" size="lg" aria-label="Choose" aria-expanded={false} disabled={disabled}>{icon}</ActionIcon>),
    );
  });
  it('the phone prefix', () => {
    expect(markup(<span className={PREFIX_CLASS}>+374</span>)).toBe(markup(<Text component="span" className={fieldClasses.prefix}>+374</Text>));
  });
});

describe('LightNumberInput draws what Mantine\'s NumberInput draws (closed, controls hidden)', () => {
  const common = { id: 'f-n', name: 'N', label: 'Label', inputWrapperOrder: ORDER, classNames: CLASSES };
  const cases = [
    { name: 'empty integer', value: '', scale: 0, props: {} },
    { name: 'integer with thousands', value: 1234567, scale: 0, props: { required: true } },
    { name: 'negative decimal rounded to 2 places', value: -1234.567, scale: 2, props: {} },
    { name: 'decimal given as a string', value: '98765.4', scale: 2, props: { description: 'Help', error: 'Wrong' } },
    { name: 'small number written with an exponent', value: 1e-7, scale: 2, props: {} },
    { name: 'a partly typed value', value: '12.', scale: 2, props: {} },
    { name: 'disabled', value: 5, scale: 0, props: { disabled: true } },
  ];
  const marks = [
    { lang: 'hy/ru', thousandSeparator: ' ', decimalSeparator: ',' },
    { lang: 'en', thousandSeparator: ',', decimalSeparator: '.' },
  ];
  it.each(marks.flatMap((mark) => cases.map((item) => ({ ...item, ...mark }))))('$name ($lang)', ({ value, scale, props, thousandSeparator, decimalSeparator }) => {
    const format = { thousandSeparator, decimalSeparator, decimalScale: scale };
    expect(markup(<LightNumberInput {...common} {...props} value={value} format={format} />)).toBe(
      markup(<NumberInput {...common} {...props} value={value} {...format} allowDecimal={scale > 0} hideControls onChange={() => undefined} />),
    );
  });
});

describe('LightTextarea draws what Mantine\'s autosized Textarea draws (empty)', () => {
  const common = { id: 'f-t', name: 'T', label: 'Label', inputWrapperOrder: ORDER, classNames: CLASSES, autoComplete: 'off' };
  it.each([
    { name: 'plain', props: {} },
    { name: 'required, with help and an error', props: { required: true, description: 'Help', error: 'Wrong' } },
    { name: 'disabled', props: { disabled: true } },
  ])('$name', ({ props }) => {
    expect(markup(<LightTextarea {...common} {...props} />)).toBe(
      markup(<Textarea {...common} {...props} value="" onChange={() => undefined} autosize minRows={3} maxRows={8} />),
    );
  });
});

describe('LightCheckbox draws what Mantine\'s Checkbox draws (size md)', () => {
  const common = { id: 'f-c', name: 'C', label: 'Label', classNames: { description: 'd' }, onChange: () => undefined, onBlur: () => undefined };
  it.each([
    { name: 'unchecked', props: { checked: false } },
    { name: 'checked and required', props: { checked: true, required: true } },
    { name: 'with help and an error', props: { checked: false, description: 'Help', error: 'Wrong' } },
    { name: 'disabled', props: { checked: true, disabled: true } },
  ])('$name', ({ props }) => {
    expect(markup(<LightCheckbox {...common} {...props} />)).toBe(markup(<Checkbox {...common} {...props} size="md" />));
  });
});
