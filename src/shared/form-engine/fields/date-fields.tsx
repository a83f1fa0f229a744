import { useLingui } from '@lingui/react/macro';
import { IconCalendar } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyRetrying } from '@/shared/lib';
import { maxLength } from '../rules/dates';
import type { CalendarState } from './calendar-popover';
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

/** The calendar itself (@mantine/dates, dayjs): its own chunk, loaded on the way to the first press. */
const CalendarPopover = lazyRetrying(() => import('./calendar-popover'));

/**
 * The calendar button: drawn light until first pressed; then the calendar's popover is mounted (closed, so that it
 * remembers the button to give the focus back to) and opened. Its code is asked for when the button is pointed at
 * or focused, and shown in the light button's place until it is here.
 */
function CalendarButton({ view, events, kind, value, buttonLabel }: FieldProps & { kind: 'date' | 'datetime'; value: string; buttonLabel: string }) {
  const [calendar, setCalendar] = useState<'light' | CalendarState>('light');
  const preload = () => void CalendarPopover.preload();
  const light = (
    <LightActionIcon
      disabled={view.disabled}
      onClick={() => setCalendar('mounting')}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={buttonLabel}
      aria-expanded={false}
      aria-haspopup="dialog"
    >
      <IconCalendar size={20} aria-hidden />
    </LightActionIcon>
  );
  if (calendar === 'light') return light;
  return (
    <Suspense fallback={light}>
      <CalendarPopover view={view} events={events} kind={kind} value={value} buttonLabel={buttonLabel} calendar={calendar} onCalendar={setCalendar} />
    </Suspense>
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
