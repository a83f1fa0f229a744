import type { Localized } from '../../lib/respond';

/**
 * The labels of the calculators' fields by FIELD_NAME: the forms show them (descriptor TEXT) and the
 * endpoints name them in their warnings, so both always say the same.
 */
export const LABELS = {
  // CMTPL (APPA)
  PERSONTYPE: { am: 'Անձի տեսակ', en: 'Person type', ru: 'Тип лица' },
  INSTYPE: { am: 'Պայմանագրի խումբ', en: 'Contract group', ru: 'Группа договора' },
  CARTYPE: { am: 'Տրանսպորտային միջոցի տեսակ', en: 'Vehicle type', ru: 'Тип транспортного средства' },
  CARPOWER_M: { am: 'Շարժիչի հզորություն', en: 'Engine power', ru: 'Мощность двигателя' },
  CARSEATS: { am: 'Նստատեղերի քանակ', en: 'Number of seats', ru: 'Количество мест' },
  CARUSETYPE: { am: 'Օգտագործման նպատակ', en: 'Use of the vehicle', ru: 'Цель использования' },
  REGION: { am: 'Հաշվառման մարզ', en: 'Region of registration', ru: 'Регион регистрации' },
  BM: { am: 'Բոնուս-մալուս դաս', en: 'Bonus-malus class', ru: 'Класс бонус-малус' },
  PERIOD: { am: 'Ապահովագրության ժամկետ', en: 'Insurance term', ru: 'Срок страхования' },
  // Voluntary MTPL (APKA)
  LIMIT: { am: 'Ապահովագրական սահմանաչափ, ֏', en: 'Limit, ֏', ru: 'Лимит, ֏' },
  USETYPE: { am: 'Օգտագործման նպատակ', en: 'Use of the vehicle', ru: 'Цель использования' },
  // Just casco
  CAR_COST: { am: 'Ավտոմեքենայի արժեք, ֏', en: 'Value of the car, ֏', ru: 'Стоимость автомобиля, ֏' },
  CAR_AGE: { am: 'Ավտոմեքենայի տարիք', en: 'Age of the car', ru: 'Возраст автомобиля' },
  // Property
  PROPERTY_TYPE: { am: 'Գույքի տեսակ', en: 'Type of property', ru: 'Тип имущества' },
  COVER: { am: 'Ծածկույթ', en: 'Cover', ru: 'Покрытие' },
  SUM_INSURED: { am: 'Ապահովագրական գումար, ֏', en: 'Sum insured, ֏', ru: 'Страховая сумма, ֏' },
  // Travel
  VARIANT: { am: 'Ապահովագրության տարբերակ', en: 'Kind of policy', ru: 'Вариант страхования' },
  ZONE: { am: 'Ուղղություն', en: 'Destination', ru: 'Направление' },
  MEDICAL_COVER: { am: 'Բժշկական ծածկույթ', en: 'Medical cover', ru: 'Медицинское покрытие' },
  START_DATE: { am: 'Սկզբի ամսաթիվ', en: 'Start date', ru: 'Дата начала' },
  END_DATE: { am: 'Ավարտի ամսաթիվ', en: 'End date', ru: 'Дата окончания' },
  DAYS: { am: 'Օրերի քանակ', en: 'Number of days', ru: 'Количество дней' },
  BOX_DAYS: { am: 'Օրերի փաթեթ', en: 'Days a year', ru: 'Дней в году' },
  AGE: { am: 'Տարիք', en: 'Age', ru: 'Возраст' },
  // Pets
  PET_TYPE: { am: 'Կենդանու տեսակ', en: 'Pet', ru: 'Вид животного' },
  DOG_SIZE: { am: 'Շան չափը', en: 'Size of the dog', ru: 'Размер собаки' },
  PET_BIRTH_DATE: { am: 'Կենդանու ծննդյան ամսաթիվ', en: "Pet's date of birth", ru: 'Дата рождения животного' },
  PLAN: { am: 'Ծրագիր', en: 'Plan', ru: 'Программа' },
  // Medical check-ups
  PACKAGE: { am: 'Փաթեթ', en: 'Package', ru: 'Пакет' },
  SOCIAL_GROUP: { am: 'Սոցիալական խումբ', en: 'Social group', ru: 'Социальная группа' },
} as const satisfies Record<string, Localized>;

export type FieldName = keyof typeof LABELS;
