import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/hy-am';
import 'dayjs/locale/ru';
import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef } from 'react';
import { $lang, type Lang } from '@/shared/i18n';
import { fromIsoDate, toIsoDate } from '../rules/dates';
import classes from './calendar-popover.module.css';
import type { FieldProps } from './text-fields';

/** dayjs locales of the calendars. */
const DAYJS_LOCALE: Record<Lang, string> = { hy: 'hy-am', en: 'en', ru: 'ru' };

export type CalendarState = 'mounting' | 'open' | 'closed';

/**
 * A date field's calendar: Mantine's popover with the date picker, in the page's language (month and day names,
 * Monday first). Its own chunk (@mantine/dates and dayjs, ~100 KB): loaded when a calendar button is first
 * pointed at, focused or pressed, not with every form (docs/decisions/calendar-on-demand.md). Mounted closed on the
 * first press (`mounting`), so that it remembers the button to give the focus back to, then opened.
 */
export default function CalendarPopover({
  view,
  events,
  kind,
  value,
  buttonLabel,
  calendar,
  onCalendar,
}: FieldProps & { kind: 'date' | 'datetime'; value: string; buttonLabel: string; calendar: CalendarState; onCalendar: (next: CalendarState) => void }) {
  const { t } = useLingui();
  const lang = useUnit($lang);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (calendar !== 'mounting') return;
    button.current?.focus();
    onCalendar('open');
  }, [calendar, onCalendar]);

  const opened = calendar === 'open';
  const picked = toIsoDate(value.slice(0, 10));
  const pick = (iso: string | null) => {
    if (!iso) return;
    const day = fromIsoDate(iso);
    // A date-time keeps its time; without one the user goes on typing it.
    const next = kind === 'date' ? day : `${day} ${value.length > 11 ? value.slice(11) : ''}`;
    events.changed({ name: view.name, value: next });
    onCalendar('closed');
  };
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[lang], firstDayOfWeek: 1 }}>
      <Popover opened={opened} onChange={(open) => onCalendar(open ? 'open' : 'closed')} position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
        <Popover.Target>
          <ActionIcon
            ref={button}
            variant="subtle"
            color="gray"
            size="lg"
            disabled={view.disabled}
            onClick={() => onCalendar(opened ? 'closed' : 'open')}
            aria-label={buttonLabel}
            aria-expanded={opened}
          >
            <IconCalendar size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <DatePicker
            value={picked}
            defaultDate={picked ?? view.minDate ?? undefined}
            minDate={view.minDate ?? undefined}
            onChange={pick}
            hideOutsideDates
            previousLabel={t`Previous month`}
            nextLabel={t`Next month`}
            classNames={{ weekday: classes.weekday, day: classes.day }}
          />
        </Popover.Dropdown>
      </Popover>
    </DatesProvider>
  );
}
