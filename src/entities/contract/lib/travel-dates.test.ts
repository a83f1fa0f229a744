import { describe, expect, it } from 'vitest';
import {
  countriesOf,
  initialTravelValues,
  isReducedTravelForm,
  travelDatesChanged,
  type TravelField,
  type TravelInput,
  type TravelPatch,
  type TravelValues,
} from './travel-dates';

const TODAY = '2026-11-24';

/** A step with start 01/12/2026 and nothing else chosen. */
const base: TravelValues = { ...initialTravelValues(TODAY), FROMDATE: '01/12/2026' };
/** 01/12 – 07/12 typed by hand: 7 days. */
const typed: TravelValues = { ...base, TODATE: '07/12/2026', DAYS: 7 };
/** A box option of 30 days chosen. */
const box: TravelValues = { ...base, TRAVELDAYS_BOX: 30, DAYS: 30, TODATE: '30/12/2026', PERIOD_FROM_OPTION: 1 };
const daily: TravelValues = { ...base, TRAVELDAYS_DAILY: 15, DAYS: 15, TODATE: '15/12/2026', PERIOD_FROM_OPTION: 1 };
const OPTION_DROPPED: TravelPatch = { TRAVELDAYS_DAILY: null, TRAVELDAYS_BOX: null, PERIOD_FROM_OPTION: 0 };

type Case = [string, TravelValues, TravelField, TravelInput, TravelPatch];
const change = (values: TravelValues, field: TravelField, value: TravelInput, today = TODAY) =>
  travelDatesChanged({ values, field, value, today });

describe('initialTravelValues: the start defaults to tomorrow', () => {
  it.each([
    ['an ordinary day', '2026-11-24', '25/11/2026'],
    ['the end of a 30-day month', '2026-11-30', '01/12/2026'],
    ['the end of the year', '2026-12-31', '01/01/2027'],
    ['28 February of a leap year', '2028-02-28', '29/02/2028'],
    ['28 February of a common year', '2027-02-28', '01/03/2027'],
    ['a date-time today', '2026-11-24T23:30:00', '25/11/2026'],
    ['an unreadable today', 'yesterday', null],
  ])('%s', (_, today, start) => {
    expect(initialTravelValues(today)).toEqual({
      FROMDATE: start,
      TODATE: null,
      DAYS: null,
      COVID: 0,
      TRAVELDAYS_DAILY: null,
      TRAVELDAYS_BOX: null,
      COUNTRY: null,
      PERIOD_FROM_OPTION: 0,
    });
  });
});

describe('entering days sets the end: start + days - 1', () => {
  it.each<Case>([
    ['one day ends on the start day', base, 'DAYS', 1, { TODATE: '01/12/2026' }],
    ['seven days', base, 'DAYS', '7', { TODATE: '07/12/2026' }],
    ['across the month end', { ...base, FROMDATE: '25/11/2026' }, 'DAYS', 10, { TODATE: '04/12/2026' }],
    ['across the year end', { ...base, FROMDATE: '30/12/2026' }, 'DAYS', 5, { TODATE: '03/01/2027' }],
    ['onto a leap day', { ...base, FROMDATE: '20/02/2028' }, 'DAYS', 10, { TODATE: '29/02/2028' }],
    ['over a leap day', { ...base, FROMDATE: '20/02/2028' }, 'DAYS', 11, { TODATE: '01/03/2028' }],
    ['February of a common year', { ...base, FROMDATE: '20/02/2027' }, 'DAYS', 10, { TODATE: '01/03/2027' }],
    ['a whole year', base, 'DAYS', 365, { TODATE: '30/11/2027' }],
    ['with spaces around', base, 'DAYS', ' 3 ', { TODATE: '03/12/2026' }],
    ['no start yet: nothing to compute', { ...base, FROMDATE: null }, 'DAYS', 7, {}],
    ['a half-typed start: nothing to compute', { ...base, FROMDATE: '01/12/20' }, 'DAYS', 7, {}],
    ['days typed while an option was chosen: the option goes', box, 'DAYS', 10, { TODATE: '10/12/2026', ...OPTION_DROPPED }],
  ])('%s', (_, values, field, value, patch) => {
    expect(change(values, field, value)).toEqual(patch);
  });
});

describe('days 0 is empty, other non-numbers change nothing', () => {
  it.each<Case>([
    ['0 is rewritten to empty and the end goes', typed, 'DAYS', 0, { DAYS: null, TODATE: null }],
    ['"0" as text too', typed, 'DAYS', '0', { DAYS: null, TODATE: null }],
    ['"00" too', typed, 'DAYS', '00', { DAYS: null, TODATE: null }],
    ['cleared: the end goes with it', typed, 'DAYS', '', { TODATE: null }],
    ['null', typed, 'DAYS', null, { TODATE: null }],
    ['cleared while an option was chosen: the option goes too', box, 'DAYS', '', { TODATE: null, ...OPTION_DROPPED }],
    ['negative', typed, 'DAYS', -3, {}],
    ['a fraction', typed, 'DAYS', '1.5', {}],
    ['letters', typed, 'DAYS', 'abc', {}],
    ['so many days the year has five digits', typed, 'DAYS', 3_000_000, {}],
  ])('%s', (_, values, field, value, patch) => {
    expect(change(values, field, value)).toEqual(patch);
  });
});

describe('changing the end recomputes days, inclusive', () => {
  it.each<Case>([
    ['same day as the start: 1 day', base, 'TODATE', '01/12/2026', { DAYS: 1 }],
    ['a week', base, 'TODATE', '07/12/2026', { DAYS: 7 }],
    ['a changed end', typed, 'TODATE', '10/12/2026', { DAYS: 10 }],
    ['across the year end', { ...base, FROMDATE: '30/12/2026' }, 'TODATE', '02/01/2027', { DAYS: 4 }],
    ['through a leap February', { ...base, FROMDATE: '28/02/2028' }, 'TODATE', '01/03/2028', { DAYS: 3 }],
    ['through a common February', { ...base, FROMDATE: '28/02/2027' }, 'TODATE', '01/03/2027', { DAYS: 2 }],
    ['a leap year round', { ...base, FROMDATE: '01/01/2028' }, 'TODATE', '31/12/2028', { DAYS: 366 }],
    ['before the start: no day count', typed, 'TODATE', '30/11/2026', { DAYS: null }],
    ['an end typed by hand drops the chosen option', box, 'TODATE', '10/12/2026', { DAYS: 10, ...OPTION_DROPPED }],
    ['cleared: days go too', typed, 'TODATE', '', { DAYS: null }],
    ['no start yet: days are left', { ...typed, FROMDATE: '' }, 'TODATE', '10/12/2026', {}],
  ])('%s', (_, values, field, value, patch) => {
    expect(change(values, field, value)).toEqual(patch);
  });
});

describe('changing the start recomputes the end from the option, else from days', () => {
  it.each<Case>([
    ['from days', typed, 'FROMDATE', '10/12/2026', { TODATE: '16/12/2026' }],
    ['from days, across the year end', typed, 'FROMDATE', '28/12/2026', { TODATE: '03/01/2027' }],
    ['from days, onto a leap day', typed, 'FROMDATE', '23/02/2028', { TODATE: '29/02/2028' }],
    ['from the box option', box, 'FROMDATE', '05/12/2026', { TODATE: '03/01/2027', DAYS: 30 }],
    ['from the daily option', daily, 'FROMDATE', '17/02/2028', { TODATE: '02/03/2028', DAYS: 15 }],
    ['the option wins over days that disagree', { ...box, DAYS: 4 }, 'FROMDATE', '02/12/2026', { TODATE: '31/12/2026', DAYS: 30 }],
    ['today is allowed', typed, 'FROMDATE', '24/11/2026', { TODATE: '30/11/2026' }],
    ['neither days nor option, an end already there: days from it', { ...base, TODATE: '10/12/2026' }, 'FROMDATE', '06/12/2026', { DAYS: 5 }],
    ['neither days nor option, an end before the new start', { ...base, TODATE: '10/12/2026' }, 'FROMDATE', '11/12/2026', {}],
    ['nothing else set', base, 'FROMDATE', '06/12/2026', {}],
  ])('%s', (_, values, field, value, patch) => {
    expect(change(values, field, value)).toEqual(patch);
  });
});

describe('dates before today, half-typed or invalid dates give no patch', () => {
  it.each<Case>([
    ['a start yesterday', typed, 'FROMDATE', '23/11/2026', {}],
    ['a start last year', box, 'FROMDATE', '01/12/2025', {}],
    ['an end yesterday', typed, 'TODATE', '23/11/2026', {}],
    ['a half-typed start', typed, 'FROMDATE', '12/12/2', {}],
    ['a half-typed end', typed, 'TODATE', '12/1', {}],
    ['31 April', typed, 'FROMDATE', '31/04/2027', {}],
    ['29 February of a common year', typed, 'TODATE', '29/02/2027', {}],
    ['month 00', typed, 'FROMDATE', '01/00/2027', {}],
    ['ISO instead of DD/MM/YYYY', typed, 'FROMDATE', '2026-12-10', {}],
    ['text', typed, 'TODATE', 'next week', {}],
    ['a cleared start leaves the rest', typed, 'FROMDATE', '', {}],
  ])('%s', (_, values, field, value, patch) => {
    expect(change(values, field, value)).toEqual(patch);
  });

  it('a date crossing midnight: yesterday is rejected against the new today', () => {
    expect(change(typed, 'FROMDATE', '24/11/2026', '2026-11-25')).toEqual({});
    expect(change(typed, 'FROMDATE', '25/11/2026', '2026-11-25')).toEqual({ TODATE: '01/12/2026' });
  });
});

describe('choosing a daily or box option sets the end, the days and the flag, and clears the other option', () => {
  it.each<Case>([
    ['a box of 30 days', typed, 'TRAVELDAYS_BOX', 30, { TRAVELDAYS_DAILY: null, PERIOD_FROM_OPTION: 1, DAYS: 30, TODATE: '30/12/2026' }],
    ['a daily option as text', typed, 'TRAVELDAYS_DAILY', '15', { TRAVELDAYS_BOX: null, PERIOD_FROM_OPTION: 1, DAYS: 15, TODATE: '15/12/2026' }],
    ['box after daily', daily, 'TRAVELDAYS_BOX', 90, { TRAVELDAYS_DAILY: null, PERIOD_FROM_OPTION: 1, DAYS: 90, TODATE: '28/02/2027' }],
    ['daily after box', box, 'TRAVELDAYS_DAILY', 7, { TRAVELDAYS_BOX: null, PERIOD_FROM_OPTION: 1, DAYS: 7, TODATE: '07/12/2026' }],
    ['a box over a leap February', { ...base, FROMDATE: '15/02/2028' }, 'TRAVELDAYS_BOX', 15, { TRAVELDAYS_DAILY: null, PERIOD_FROM_OPTION: 1, DAYS: 15, TODATE: '29/02/2028' }],
    ['no start yet: days only, the old end goes', { ...typed, FROMDATE: null }, 'TRAVELDAYS_BOX', 30, { TRAVELDAYS_DAILY: null, PERIOD_FROM_OPTION: 1, DAYS: 30, TODATE: null }],
    ['unchosen: the flag goes, the period stays', box, 'TRAVELDAYS_BOX', null, { PERIOD_FROM_OPTION: 0 }],
    ['an option of 0 days is no option', typed, 'TRAVELDAYS_DAILY', 0, { PERIOD_FROM_OPTION: 0 }],
  ])('%s', (_, values, field, value, patch) => {
    expect(change(values, field, value)).toEqual(patch);
  });
});

describe('the covid toggle clears daily/box, days and end', () => {
  const CLEARED: TravelPatch = { TRAVELDAYS_DAILY: null, TRAVELDAYS_BOX: null, PERIOD_FROM_OPTION: 0, DAYS: null, TODATE: null };
  it.each<Case>([
    ['switched on', box, 'COVID', 1, CLEARED],
    ['switched on (the engine holds a boolean)', typed, 'COVID', true, CLEARED],
    ['switched off', { ...typed, COVID: 1 }, 'COVID', 0, CLEARED],
    ['switched off (boolean)', { ...typed, COVID: true }, 'COVID', false, CLEARED],
    ['the same value again: nothing', { ...typed, COVID: 1 }, 'COVID', '1', {}],
    ['switched on for Georgia: undone, nothing cleared', { ...typed, COUNTRY: 'FR,GE' }, 'COVID', 1, { COVID: 0 }],
  ])('%s', (_, values, field, value, patch) => {
    expect(change(values, field, value)).toEqual(patch);
  });
});

describe('Georgia among the countries disables covid and means the reduced form', () => {
  it.each<Case>([
    ['GE chosen while covid is on', { ...typed, COVID: 1 }, 'COUNTRY', 'FR,GE', { COVID: 0 }],
    ['GE as a list, lower case', { ...typed, COVID: true }, 'COUNTRY', ['it', 'ge'], { COVID: 0 }],
    ['GE chosen, covid already off', typed, 'COUNTRY', 'GE', {}],
    ['other countries only', { ...typed, COVID: 1 }, 'COUNTRY', 'FR,GR', {}],
    ['GEO is not GE', { ...typed, COVID: 1 }, 'COUNTRY', 'GEO', {}],
    ['GE removed: covid stays off, nothing else', { ...typed, COUNTRY: 'GE' }, 'COUNTRY', 'FR', {}],
  ])('%s', (_, values, field, value, patch) => {
    expect(change(values, field, value)).toEqual(patch);
  });

  it.each<[TravelInput, boolean]>([
    ['GE', true],
    ['FR, GE ,IT', true],
    [['ge'], true],
    ['FR,IT', false],
    ['', false],
    [null, false],
  ])('isReducedTravelForm(%j) is %s', (country, reduced) => {
    expect(isReducedTravelForm({ COUNTRY: country })).toBe(reduced);
  });

  it('reads comma-joined codes and lists alike', () => {
    expect(countriesOf(' fr,,GE ')).toEqual(['FR', 'GE']);
    expect(countriesOf(['IT', ' es '])).toEqual(['IT', 'ES']);
    expect(countriesOf(7)).toEqual([]);
  });
});

describe('fields the rules do not follow', () => {
  it('the flag itself, set by hand, changes nothing', () => {
    expect(change(box, 'PERIOD_FROM_OPTION', 0)).toEqual({});
  });
});
