import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromIsoDate, maxLength, toIsoDate } from '../rules/dates';
import { floatingProps } from './floating';
import { LightActionIcon, LightInput } from './light-input';
import { useFieldMessages } from './messages';
import type { FieldProps } from './text-fields';

/** The class of Mantine's `TimeInput` input (not exported by @mantine/dates; light-input.test.tsx checks it). */
export const TIME_INPUT_CLASS = 'm_468e7eda';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * date and datetime: typed as DD/MM/YYYY (HH:mm) — the model refuses what the rules refuse, key by key — or
 * picked in a calendar whose days before `field_rules.min` are disabled.
 */
export function DateField({ view, events }: FieldProps) {
  const { t } = useLingui();
  const { errorText } = useFieldMessages();
  const kind = view.kind === 'datetime' ? 'datetime' : 'date';
  const value = text(view.value);
  const { raised, props } = floatingProps(view, { error: errorText(view.error, view.label) });
  const pattern = kind === 'date' ? t`DD/MM/YYYY` : t`DD/MM/YYYY HH:mm`;
  const label = view.label;

  return (
    <LightInput
      {...props}
      onFocus={() => events.focused(view.name)}
      onBlur={() => events.blurred(view.name)}
      value={value}
      onChange={(event) => events.changed({ name: view.name, value: event.currentTarget.value })}
      placeholder={raised ? pattern : undefined}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength(kind)}
      rightSectionPointerEvents="all"
      rightSection={<CalendarButton view={view} events={events} kind={kind} value={value} buttonLabel={t`Choose ${label} in a calendar`} />}
    />
  );
}

/**
 * The calendar button: drawn light until first pressed; then Mantine's popover with the date picker is
 * mounted (closed, so that it remembers the button to give the focus back to) and opened.
 */
function CalendarButton({ view, events, kind, value, buttonLabel }: FieldProps & { kind: 'date' | 'datetime'; value: string; buttonLabel: string }) {
  const [calendar, setCalendar] = useState<'light' | 'mounting' | 'open' | 'closed'>('light');
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (calendar !== 'mounting') return;
    button.current?.focus();
    setCalendar('open');
  }, [calendar]);

  if (calendar === 'light') {
    return (
      <LightActionIcon disabled={view.disabled} onClick={() => setCalendar('mounting')} aria-label={buttonLabel} aria-expanded={false} aria-haspopup="dialog">
        <IconCalendar size={20} aria-hidden />
      </LightActionIcon>
    );
  }
  const opened = calendar === 'open';
  const picked = toIsoDate(value.slice(0, 10));
  const pick = (iso: string | null) => {
    if (!iso) return;
    const day = fromIsoDate(iso);
    // A date-time keeps its time; without one the user goes on typing it.
    const next = kind === 'date' ? day : `${day} ${value.length > 11 ? value.slice(11) : ''}`;
    events.changed({ name: view.name, value: next });
    setCalendar('closed');
  };
  return (
    <Popover opened={opened} onChange={(open) => setCalendar(open ? 'open' : 'closed')} position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <ActionIcon
          ref={button}
          variant="subtle"
          color="gray"
          size="lg"
          disabled={view.disabled}
          onClick={() => setCalendar(opened ? 'closed' : 'open')}
          aria-label={buttonLabel}
          aria-expanded={opened}
        >
          <IconCalendar size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker value={picked} defaultDate={picked ?? view.minDate ?? undefined} minDate={view.minDate ?? undefined} onChange={pick} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** time: HH:mm in the browser's time input. */
export function TimeField({ view, events }: FieldProps) {
  const { errorText } = useFieldMessages();
  // The browser draws "--:--" in an empty time input: the label stays raised.
  const { props } = floatingProps(view, { error: errorText(view.error, view.label), hasPrefix: true });
  return (
    <LightInput
      {...props}
      staticName="TimeInput"
      classNames={{ ...props.classNames, input: `${props.classNames.input} ${TIME_INPUT_CLASS}` }}
      type="time"
      step={60}
      onFocus={() => events.focused(view.name)}
      onBlur={() => events.blurred(view.name)}
      value={text(view.value)}
      onChange={(event) => events.changed({ name: view.name, value: event.currentTarget.value })}
    />
  );
}
