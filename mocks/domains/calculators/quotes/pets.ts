import { calculatorOf } from '@/shared/config';
import { fullMonths } from '../dates';
import { DOG, DOG_SIZE, PET_AGE, PET_PLAN, PET_TYPE, PETS_MAX_AGE_MONTHS, PETS_MIN_AGE_MONTHS, type PetPlan } from '../tariffs/pets';
import { bandOf, type TariffRow } from '../tariffs/types';
import { money, say } from '../texts';
import { calculator, drams } from './calculator';

export interface PetsInput {
  type: TariffRow;
  /** Dogs only. */
  size?: TariffRow;
  plan: TariffRow<PetPlan>;
  ageMonths: number;
}

/** Dogs and cats from 2 months to 8 years (public-site.md §9), in full months. */
export const petAgeInsurable = (ageMonths: number) => ageMonths >= PETS_MIN_AGE_MONTHS && ageMonths <= PETS_MAX_AGE_MONTHS;

export function petsPremium(input: PetsInput): number {
  const age = bandOf(PET_AGE, input.ageMonths)?.factor ?? Number.NaN;
  return drams(input.plan.factor.premium * input.type.factor * (input.size?.factor ?? 1) * age);
}

export const petsCalculator = calculator<PetsInput>({
  path: calculatorOf('petsInsurance').calcPath,
  title: 'Pets insurance premium',
  warningFields: ['PET_BIRTH_DATE', 'PLAN'],
  read: (r, today) => {
    const type = r.choice('PET_TYPE', PET_TYPE);
    const size = type?.key === DOG ? r.choice('DOG_SIZE', DOG_SIZE) : undefined;
    const plan = r.choice('PLAN', PET_PLAN);
    const birth = r.date('PET_BIRTH_DATE', { notAfter: today });
    const ageMonths = birth ? fullMonths(birth, today) : undefined;
    if (ageMonths !== undefined && !petAgeInsurable(ageMonths)) r.warn('PET_BIRTH_DATE', 'petAge');
    if (r.failed || !type || !plan || ageMonths === undefined) return undefined;
    return { type, size, plan, ageMonths };
  },
  quote: (input) => ({
    premium: petsPremium(input),
    amount: input.plan.factor.limit,
    describe: (lang) => say('petsText', lang, { pet: input.type.name[lang], amount: money(input.plan.factor.limit, lang) }),
  }),
});
