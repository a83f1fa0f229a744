import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker, TimeInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { fromIsoDate, maxLength, toIsoDate } from '../rules/dates';
import { floatingProps } from './floating';
import { useFieldMessages } from './messages';
import type { FieldProps } from './text-fields';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * date and datetime: typed as DD/MM/YYYY (HH:mm) — the model refuses what the rules refuse, key by key — or
 * picked in a calendar whose days before `field_rules.min` are disabled.
 */
export function DateField({ view, events }: FieldProps) {
  const { t } = useLingui();
  const { errorText } = useFieldMessages();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const kind = view.kind === 'datetime' ? 'datetime' : 'date';
  const value = text(view.value);
  const { raised, props } = floatingProps(view, { error: errorText(view.error, view.label) });
  const pattern = kind === 'date' ? t`DD/MM/YYYY` : t`DD/MM/YYYY HH:mm`;
  const picked = toIsoDate(value.slice(0, 10));
  const label = view.label;

  const pick = (iso: string | null) => {
    if (!iso) return;
    const day = fromIsoDate(iso);
    // A date-time keeps its time; without one the user goes on typing it.
    const next = kind === 'date' ? day : `${day} ${value.length > 11 ? value.slice(11) : ''}`;
    events.changed({ name: view.name, value: next });
    setCalendarOpen(false);
  };

  return (
    <TextInput
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
      rightSection={
        <Popover opened={calendarOpen} onChange={setCalendarOpen} position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={view.disabled}
              onClick={() => setCalendarOpen((open) => !open)}
              aria-label={t`Choose ${label} in a calendar`}
              aria-expanded={calendarOpen}
            >
              <IconCalendar size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker value={picked} defaultDate={picked ?? view.minDate ?? undefined} minDate={view.minDate ?? undefined} onChange={pick} />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}

/** time: HH:mm in the browser's time input. */
export function TimeField({ view, events }: FieldProps) {
  const { errorText } = useFieldMessages();
  // The browser draws "--:--" in an empty time input: the label stays raised.
  const { props } = floatingProps(view, { error: errorText(view.error, view.label), hasPrefix: true });
  return (
    <TimeInput
      {...props}
      onFocus={() => events.focused(view.name)}
      onBlur={() => events.blurred(view.name)}
      value={text(view.value)}
      onChange={(event) => events.changed({ name: view.name, value: event.currentTarget.value })}
    />
  );
}
