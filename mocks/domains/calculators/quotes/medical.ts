import { calculatorOf } from '@/shared/config';
import type { ServerLang } from '../../../lib/respond';
import { CHECKUP_BASIC, CHECKUP_PLUS_PACKAGE, SOCIAL_CHECKUP, SOCIAL_GROUP, type CheckupPrice } from '../tariffs/medical';
import { russianPlural } from '../tariffs/terms';
import { bandOf, type Band, type TariffRow } from '../tariffs/types';
import { money, say } from '../texts';
import { calculator, drams, type Quote } from './calculator';

const bounds = (bands: readonly Band<CheckupPrice>[]) => ({ min: bands[0]?.from ?? 0, max: bands[bands.length - 1]?.to ?? 0 });

/** "14 examinations" / "14 հետազոտություն" / "14 обследований". */
function examinations(count: number, lang: ServerLang): string {
  if (lang === 'am') return `${count} հետազոտություն`;
  if (lang === 'en') return `${count} examinations`;
  return `${count} ${russianPlural(count, ['обследование', 'обследования', 'обследований'])}`;
}

const checkupQuote = (price: CheckupPrice): Quote => ({
  premium: drams(price.premium),
  amount: drams(price.value),
  describe: (lang) => say('checkupText', lang, { count: examinations(price.examinations, lang), amount: money(price.value, lang) }),
});

const priceByAge = (bands: readonly Band<CheckupPrice>[], age: number): CheckupPrice => {
  const band = bandOf(bands, age);
  if (!band) throw new Error(`no age band for ${age}`);
  return band.factor;
};

/** Medical check-up (basic): by age band. */
export const checkupPrice = (age: number) => priceByAge(CHECKUP_BASIC, age);

/** Medical check-up plus: the basic price by age, times the package. */
export function checkupPlusPrice(age: number, pack: TariffRow<CheckupPrice>): CheckupPrice {
  const base = checkupPrice(age);
  return { premium: base.premium * pack.factor.premium, value: base.value * pack.factor.value, examinations: base.examinations + pack.factor.examinations };
}

/** Social medical check-up: the social price by age, with the group's discount. */
export function socialCheckupPrice(age: number, group: TariffRow): CheckupPrice {
  const base = priceByAge(SOCIAL_CHECKUP, age);
  return { ...base, premium: base.premium * group.factor };
}

const BASIC_AGES = bounds(CHECKUP_BASIC);
const SOCIAL_AGES = bounds(SOCIAL_CHECKUP);
export const CHECKUP_AGES = BASIC_AGES;
export const SOCIAL_CHECKUP_AGES = SOCIAL_AGES;

export const checkupCalculator = calculator<{ age: number }>({
  path: '/product/medical-checkup/calc',
  title: 'Medical check-up price',
  warningFields: ['AGE', 'PACKAGE'],
  read: (r) => {
    const age = r.age('AGE', BASIC_AGES.min, BASIC_AGES.max);
    return age === undefined ? undefined : { age };
  },
  quote: ({ age }) => checkupQuote(checkupPrice(age)),
});

export const checkupPlusCalculator = calculator<{ age: number; pack: TariffRow<CheckupPrice> }>({
  path: calculatorOf('medicalCheckUpPlus').calcPath,
  title: 'Medical check-up plus price',
  warningFields: ['AGE', 'PACKAGE'],
  read: (r) => {
    const age = r.age('AGE', BASIC_AGES.min, BASIC_AGES.max);
    const pack = r.choice('PACKAGE', CHECKUP_PLUS_PACKAGE);
    return r.failed || age === undefined || !pack ? undefined : { age, pack };
  },
  quote: ({ age, pack }) => checkupQuote(checkupPlusPrice(age, pack)),
});

export const socialCheckupCalculator = calculator<{ age: number; group: TariffRow }>({
  path: calculatorOf('socialMedCheckUp').calcPath,
  title: 'Social medical check-up price',
  warningFields: ['AGE', 'SOCIAL_GROUP'],
  read: (r) => {
    const age = r.age('AGE', SOCIAL_AGES.min, SOCIAL_AGES.max);
    const group = r.choice('SOCIAL_GROUP', SOCIAL_GROUP);
    return r.failed || age === undefined || !group ? undefined : { age, group };
  },
  quote: ({ age, group }) => checkupQuote(socialCheckupPrice(age, group)),
});
