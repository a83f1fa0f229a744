import { describe, expect, it } from 'vitest';
import {
  acceptDateChar,
  daysInMonth,
  isBeforeMin,
  isLeapYear,
  isValidTime,
  nextDateText,
  normalizeDateValue,
  parseDateText,
  resolveMinDate,
  toIsoDate,
  type DateKind,
} from './dates';

/** Types `keys` one by one into an empty field, as the model does on every input event. */
function typeKeys(keys: string, kind: DateKind = 'date'): string {
  let text = '';
  for (const key of keys) text = nextDateText(text, text + key, kind);
  return text;
}

describe('date entry, typed key by key (DD/MM/YYYY)', () => {
  it.each([
    // [typed keys, what the field holds]
    ['1', '1'],
    ['12', '12/'],
    ['1205', '12/05/'],
    ['12052024', '12/05/2024'],
    ['12/05/2024', '12/05/2024'], // typed slashes next to the inserted ones change nothing
    ['120520245', '12/05/2024'], // nothing after the year
    ['1/', '01/'], // a slash after one digit pads the day
    ['01/5/', '01/05/'], // … and the month
    ['a', ''], // letters refused
    ['12.', '12/'], // a dot is not a slash
    ['1-', '1'],
    ['4', '04/'], // no two-digit day starts with 4: it is day 04
    ['00', '0'], // day 00
    ['32', '3'], // day 32
    ['31', '31/'],
    ['0/', '0'], // "0/" would be day 00: the slash is refused
    ['1200', '12/0'], // month 00 refused
    ['1213', '12/1'], // month 13 refused
    ['122', '12/02/'], // no two-digit month starts with 2: it is month 02
    ['3104', '31/0'], // 31 April does not exist
    ['314', '31/'], // … typed as one digit either
    ['3106', '31/0'], // nor 31 June
    ['3109', '31/0'], // nor 31 September
    ['3111', '31/1'], // nor 31 November
    ['3101', '31/01/'],
    ['3103', '31/03/'],
    ['3105', '31/05/'],
    ['3107', '31/07/'],
    ['3108', '31/08/'],
    ['3110', '31/10/'],
    ['3112', '31/12/'],
    ['3002', '30/0'], // 30 February never
    ['3102', '31/0'],
    ['2902', '29/02/'], // 29 February: decided by the year
    ['29022024', '29/02/2024'], // leap year
    ['29022023', '29/02/202'], // not a leap year: the last digit is refused
    ['29022000', '29/02/2000'], // divisible by 400: leap
    ['29021900', '29/02/190'], // divisible by 100: not leap
    ['28022023', '28/02/2023'],
    ['01013', '01/01/'], // years start with 1 or 2
    ['01011', '01/01/1'],
  ])('typing %s gives "%s"', (keys, expected) => {
    expect(typeKeys(keys)).toBe(expected);
  });
});

describe('date and time entry, typed key by key (DD/MM/YYYY HH:mm)', () => {
  it.each([
    ['120520241', '12/05/2024 1'],
    ['1205202410', '12/05/2024 10:'],
    ['120520241030', '12/05/2024 10:30'],
    ['12/05/2024 10:30', '12/05/2024 10:30'],
    ['120520242', '12/05/2024 2'],
    ['120520243', '12/05/2024 '], // no hour starts with 3
    ['1205202424', '12/05/2024 2'], // hour 24
    ['12052024236', '12/05/2024 23:'], // minutes 60+ refused at the first digit
    ['120520242359', '12/05/2024 23:59'],
    ['1205202423590', '12/05/2024 23:59'],
    ['31042024', '31/0'],
  ])('typing %s gives "%s"', (keys, expected) => {
    expect(typeKeys(keys, 'datetime')).toBe(expected);
  });
});

describe('nextDateText: deleting, pasting, editing', () => {
  it.each([
    // [previous, what the input reports, result]
    ['12/05/', '12/05', '12/05'], // backspace over the inserted slash is allowed
    ['12/05', '12/0', '12/0'],
    ['12/05/2024', '', ''],
    ['', '31/12/2024', '31/12/2024'], // paste
    ['', '31122024', '31/12/2024'],
    ['', '31/04/2024', ''], // a refused paste changes nothing
    ['', '29/02/2023', ''],
    ['12/05/2024', '1/05/2024', '1/05/2024'], // a deletion in the middle stays (validation reports it)
    ['12/05/2024', '12/05/2024x', '12/05/2024'],
    ['1/05/2024', '11/05/2024', '11/05/2024'], // an insertion in the middle is typed again from the start
    ['1/05/2024', '14/05/2024', '14/05/2024'],
    ['1/05/2024', '41/05/2024', '1/05/2024'],
  ])('%s → input %s → "%s"', (previous, typed, expected) => {
    expect(nextDateText(previous, typed, 'date')).toBe(expected);
  });

  it('acceptDateChar refuses past the end', () => {
    expect(acceptDateChar('12/05/2024', '1', 'date')).toBeNull();
  });
});

describe('calendar facts', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('leap year %i: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    [1, undefined, 31],
    [4, undefined, 30],
    [2, undefined, 29],
    [2, 2023, 28],
    [2, 2024, 29],
    [12, 2023, 31],
  ])('month %i of %s has %i days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });
});

describe('complete dates', () => {
  it.each([
    ['31/12/2024', 'date', true],
    ['31/04/2024', 'date', false],
    ['29/02/2023', 'date', false],
    ['29/02/2024', 'date', true],
    ['30/02/2024', 'date', false],
    ['01/00/2024', 'date', false],
    ['1/01/2024', 'date', false],
    ['12/05/2024 23:59', 'datetime', true],
    ['12/05/2024 24:00', 'datetime', false],
    ['12/05/2024', 'datetime', false],
  ] as const)('%s (%s) valid: %s', (text, kind, valid) => {
    expect(parseDateText(text, kind) !== null).toBe(valid);
  });

  it.each([
    ['2024-05-12', 'date', '12/05/2024'],
    ['2024-05-12T10:30:00', 'datetime', '12/05/2024 10:30'],
    ['2024-05-12', 'datetime', '12/05/2024 00:00'],
    ['12.05.2024', 'date', '12/05/2024'],
    ['12/05/2024', 'date', '12/05/2024'],
    ['2023-02-29', 'date', ''],
    ['tomorrow', 'date', ''],
    [null, 'date', ''],
  ] as const)('server value %s (%s) shows as "%s"', (value, kind, expected) => {
    expect(normalizeDateValue(value, kind)).toBe(expected);
  });

  it('converts to ISO', () => {
    expect(toIsoDate('12/05/2024')).toBe('2024-05-12');
    expect(toIsoDate('12/05/20')).toBeNull();
  });
});

describe('field_rules.min', () => {
  const today = new Date(2026, 10, 22); // 22 November 2026, local time
  it.each([
    ['today', '2026-11-22'],
    ['today+1', '2026-11-23'],
    ['today + 10', '2026-12-02'],
    ['today-1', '2026-11-21'],
    ['01/12/2026', '2026-12-01'],
    ['2026-12-01', '2026-12-01'],
    ['31/02/2026', null],
    ['soon', null],
    [null, null],
  ] as const)('%s → %s', (min, expected) => {
    expect(resolveMinDate(min, today)).toBe(expected);
  });

  it.each([
    ['21/11/2026', true],
    ['22/11/2026', false],
    ['23/11/2026 09:00', false],
    ['21/11/20', false], // incomplete: not compared
  ])('%s before 2026-11-22: %s', (text, before) => {
    expect(isBeforeMin(text, '2026-11-22')).toBe(before);
  });
});

describe('time', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
    ['12:60', false],
  ])('%s valid: %s', (text, valid) => {
    expect(isValidTime(text)).toBe(valid);
  });
});
