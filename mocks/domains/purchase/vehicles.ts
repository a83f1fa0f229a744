import { base, Faker } from '@faker-js/faker';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../../db/names';
import { REFERENCE_DATE, SEED } from '../../db/clock';
import type { VehicleRecord } from '../../db/types';
import { APPA_REGION, BUS, MOTORCYCLE, PASSENGER_CAR, TRUCK } from '../calculators/tariffs/appa';

/**
 * The CMTPL vehicle register the purchase wizard searches (`/product/appa/find-vehicle`: plate + the owner's
 * document). The first cars are fixed demo cars (mocks/README.md "Demo cars"); the rest are generated with a
 * faker instance of their own, seeded with the project's seed and reference date, so the customers' generated
 * data does not change and the register is the same on every machine. Nothing here reads the clock.
 *
 * Codes are the CMTPL calculator's (tariffs/appa.ts): CARTYPE 1 car, 2 bus, 3 truck, 4 motorcycle; CARUSETYPE
 * 1 personal, 2 taxi, 3 rental, 4 driving school, 5 passenger transport (3–5 for companies only); REGION the
 * marz codes. `group` (§9): 'old' = contracts of 01.11.2017–31.12.2021 with the owner unchanged since, 'new' =
 * registered in 2022 or later, null = neither (registered earlier and sold since, or never insured then).
 */

export const GENERATED_VEHICLES = 32;

/** The demo cars, as documented in mocks/README.md. */
export const DEMO_VEHICLES: readonly VehicleRecord[] = [
  {
    plate: '35OO123',
    ownerDocument: 'AN1234567',
    ownerKind: 'person',
    ownerName: { am: 'Աննա Հակոբյան', en: 'Anna Hakobyan', ru: 'Анна Акопян' },
    make: 'Toyota',
    model: 'Camry',
    vin: 'JTNB11HK4J3051823',
    year: 2018,
    powerHp: 150,
    bmClass: 10,
    carType: PASSENGER_CAR,
    useType: '1',
    region: 'YR',
    currentContractEnd: '2026-12-15',
    group: 'old',
  },
  {
    plate: '01AB123',
    ownerDocument: 'AP7654321',
    ownerKind: 'person',
    ownerName: { am: 'Դավիթ Պետրոսյան', en: 'David Petrosyan', ru: 'Давид Петросян' },
    make: 'Toyota',
    model: 'RAV4',
    vin: 'JTMW1RFV7NJ012467',
    year: 2022,
    powerHp: 203,
    bmClass: 9,
    carType: PASSENGER_CAR,
    useType: '1',
    region: 'KT',
    currentContractEnd: null,
    group: 'new',
  },
  {
    plate: '77LL777',
    ownerDocument: '02512345',
    ownerKind: 'company',
    ownerName: { am: '«Արարատ Լոջիստիքս» ՍՊԸ', en: 'Ararat Logistics LLC', ru: 'ООО «Арарат Логистикс»' },
    make: 'Isuzu',
    model: 'NPR',
    vin: 'JALE5W163K7301254',
    year: 2019,
    powerHp: 150,
    bmClass: 7,
    carType: TRUCK,
    useType: '1',
    region: 'AR',
    currentContractEnd: '2026-10-20',
    group: null,
  },
  {
    plate: '10MO010',
    ownerDocument: '012345678',
    ownerKind: 'person',
    ownerName: { am: 'Տիգրան Սարգսյան', en: 'Tigran Sargsyan', ru: 'Тигран Саргсян' },
    make: 'Yamaha',
    model: 'MT-07',
    vin: 'JYARM06E9MA004817',
    year: 2021,
    powerHp: 73,
    bmClass: 4,
    carType: MOTORCYCLE,
    useType: '1',
    region: 'YR',
    currentContractEnd: '2027-04-30',
    group: 'old',
  },
];

interface Model {
  make: string;
  model: string;
  /** World manufacturer identifier: the first three characters of the VIN. */
  wmi: string;
  power: readonly [number, number];
  years: readonly [number, number];
}

const m = (make: string, model: string, wmi: string, power: [number, number], years: [number, number]): Model => ({ make, model, wmi, power, years });

/** Cars common on Armenian roads (many imported used from the US, Europe and Japan). */
const CARS: readonly Model[] = [
  m('Toyota', 'Camry', 'JTN', [150, 301], [2006, 2024]),
  m('Toyota', 'Corolla', 'JTD', [97, 140], [2005, 2024]),
  m('Toyota', 'Prius', 'JTD', [98, 136], [2010, 2023]),
  m('Toyota', 'RAV4', 'JTM', [146, 219], [2008, 2024]),
  m('Toyota', 'Land Cruiser Prado', 'JTE', [163, 282], [2009, 2023]),
  m('Mercedes-Benz', 'E-Class', 'WDD', [184, 333], [2007, 2023]),
  m('Mercedes-Benz', 'C-Class', 'WDD', [156, 255], [2008, 2023]),
  m('Lada', 'Niva', 'XTA', [80, 83], [1998, 2023]),
  m('Lada', 'Vesta', 'XTA', [106, 122], [2016, 2025]),
  m('Lada', 'Priora', 'XTA', [87, 106], [2008, 2018]),
  m('Hyundai', 'Elantra', 'KMH', [128, 150], [2011, 2024]),
  m('Hyundai', 'Sonata', 'KMH', [150, 245], [2010, 2024]),
  m('Kia', 'Optima', 'KNA', [150, 245], [2011, 2020]),
  m('Kia', 'Sportage', 'KNA', [150, 185], [2011, 2024]),
  m('Kia', 'Rio', 'KNA', [100, 123], [2012, 2023]),
  m('Nissan', 'Altima', '1N4', [179, 248], [2010, 2022]),
  m('Nissan', 'X-Trail', 'JN1', [144, 171], [2008, 2022]),
  m('Opel', 'Astra', 'W0L', [100, 150], [2004, 2019]),
  m('Opel', 'Vectra', 'W0L', [105, 150], [2002, 2008]),
  m('BMW', '5 Series', 'WBA', [184, 340], [2008, 2023]),
  m('BMW', 'X5', 'WBA', [231, 400], [2008, 2023]),
  m('Lexus', 'RX', 'JTJ', [238, 313], [2009, 2023]),
  m('Lexus', 'LX', 'JTJ', [367, 383], [2010, 2021]),
  m('Volkswagen', 'Passat', 'WVW', [122, 220], [2006, 2020]),
];

const TRUCKS: readonly Model[] = [
  m('GAZ', 'Gazelle Next', 'X96', [106, 150], [2014, 2024]),
  m('Mercedes-Benz', 'Sprinter', 'WDB', [109, 190], [2008, 2023]),
  m('Hyundai', 'Porter', 'KMF', [130, 133], [2008, 2022]),
  m('KAMAZ', '65115', 'XTC', [280, 300], [2010, 2022]),
];

/** Minibuses (the bureau's bus factor is for up to 17 seats). */
const BUSES: readonly Model[] = [
  m('Ford', 'Transit', 'WF0', [125, 170], [2012, 2023]),
  m('Mercedes-Benz', 'Sprinter', 'WDB', [129, 190], [2010, 2023]),
];

const MOTORCYCLES: readonly Model[] = [
  m('Honda', 'CB650R', 'JH2', [94, 94], [2019, 2024]),
  m('BMW', 'R 1250 GS', 'WB1', [136, 136], [2019, 2024]),
  m('Kawasaki', 'Z900', 'JKA', [125, 125], [2017, 2024]),
  m('Suzuki', 'V-Strom 650', 'JS1', [70, 71], [2012, 2023]),
];

interface Company {
  name: VehicleRecord['ownerName'];
  /** TPIN: 8 digits. */
  tpin: string;
  /** The vehicles it keeps, and the use of its cars. */
  kinds: readonly Kind[];
  carUse: string;
}

const company = (am: string, en: string, ru: string, tpin: string, kinds: Kind[], carUse = '1'): Company => ({ name: { am, en, ru }, tpin, kinds, carUse });

/** Company owners: a company keeps several vehicles under one TPIN. */
const COMPANIES: readonly Company[] = [
  company('«Սևան Տրանս» ՍՊԸ', 'Sevan Trans LLC', 'ООО «Севан Транс»', '02231547', ['bus', 'truck']),
  company('«Երևան Թաքսի» ՍՊԸ', 'Yerevan Taxi LLC', 'ООО «Ереван Такси»', '00867412', ['car'], '2'),
  company('«Արագած Ռենթ» ՍՊԸ', 'Aragats Rent LLC', 'ООО «Арагац Рент»', '02698315', ['car'], '3'),
  company('«Մասիս Շին» ՓԲԸ', 'Masis Shin CJSC', 'ЗАО «Масис Шин»', '04412876', ['truck', 'car']),
  company('«Ախուրյան Ագրո» ՍՊԸ', 'Akhuryan Agro LLC', 'ООО «Ахурян Агро»', '05519034', ['truck']),
  company('«Դիլիջան Տուր» ՍՊԸ', 'Dilijan Tour LLC', 'ООО «Дилижан Тур»', '07723109', ['bus']),
  company('«Վարորդ» ավտոդպրոց ՍՊԸ', 'Varord Driving School LLC', 'ООО «Автошкола Варорд»', '02789560', ['car'], '4'),
];

/** Letters of Armenian plates (Latin), the series of Armenian passports. */
const PLATE_LETTERS = 'ABCDEHKLMNOPSTUXYZ';
const PASSPORT_SERIES = ['AN', 'AM', 'AP', 'AR', 'AT', 'AK', 'AS'] as const;

/** VIN characters (no I, O, Q) and their transliterated values and position weights (ISO 3779 check digit). */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUES: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** Model-year codes (10th character) from 1980, repeating every 30 years. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The check digit (9th character) of a 17-character VIN: 0–9 or X. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const char = vin.charAt(index);
    const value = /\d/.test(char) ? Number(char) : (VIN_VALUES[char] ?? 0);
    sum += value * (VIN_WEIGHTS[index] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

function generateVin(faker: Faker, model: Model, year: number): string {
  const vds = faker.string.fromCharacters(VIN_CHARS, 5);
  const yearCode = YEAR_CODES.charAt((year - 1980) % 30);
  const plant = faker.string.fromCharacters(VIN_CHARS, 1);
  const serial = faker.string.numeric({ length: 6, allowLeadingZeros: true });
  const draft = `${model.wmi}${vds}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** ISO date `days` after the reference date (UTC, no clock). */
function dayFromReference(days: number): string {
  const date = new Date(Date.UTC(REFERENCE_DATE.getUTCFullYear(), REFERENCE_DATE.getUTCMonth(), REFERENCE_DATE.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

type Kind = 'car' | 'truck' | 'bus' | 'motorcycle';

/** The generated mix: mostly cars, a few trucks, two minibuses, some motorcycles (shuffled). */
const KINDS: readonly Kind[] = [...Array<Kind>(24).fill('car'), ...Array<Kind>(3).fill('truck'), ...Array<Kind>(2).fill('bus'), ...Array<Kind>(3).fill('motorcycle')];

const CAR_TYPE: Record<Kind, string> = { car: PASSENGER_CAR, truck: TRUCK, bus: BUS, motorcycle: MOTORCYCLE };
const MODELS: Record<Kind, readonly Model[]> = { car: CARS, truck: TRUCKS, bus: BUSES, motorcycle: MOTORCYCLES };

interface Taken {
  plates: Set<string>;
  documents: Set<string>;
  vins: Set<string>;
}

function unique(taken: Set<string>, make: () => string): string {
  let value = make();
  while (taken.has(value)) value = make();
  taken.add(value);
  return value;
}

function generateVehicle(faker: Faker, kind: Kind, taken: Taken): VehicleRecord {
  const model = faker.helpers.arrayElement(MODELS[kind]);
  // Buses and most trucks belong to companies, most cars and all motorcycles to people.
  const owners = COMPANIES.filter((item) => item.kinds.includes(kind));
  const owner = owners.length > 0 && faker.datatype.boolean({ probability: kind === 'bus' ? 1 : kind === 'truck' ? 0.7 : 0.12 }) ? faker.helpers.arrayElement(owners) : null;

  const group = faker.helpers.weightedArrayElement<VehicleRecord['group']>([
    { weight: 4, value: 'old' },
    { weight: 3.5, value: 'new' },
    { weight: 2.5, value: null },
  ]);
  // Cars of the old group, or registered before 2022 and sold since, were made in 2021 at the latest; cars
  // registered since 2022 may be older imports.
  const latest = group === 'new' ? model.years[1] : Math.min(model.years[1], 2021);
  const year = faker.number.int({ min: model.years[0], max: latest });

  const plate = unique(taken.plates, () => `${faker.string.numeric({ length: 2, allowLeadingZeros: true })}${faker.string.fromCharacters(PLATE_LETTERS, 2)}${faker.string.numeric({ length: 3, allowLeadingZeros: true })}`);
  const vin = unique(taken.vins, () => generateVin(faker, model, year));

  let ownerDocument: string;
  let ownerName: VehicleRecord['ownerName'];
  if (owner) {
    ownerDocument = owner.tpin;
    ownerName = { ...owner.name };
  } else {
    const passport = faker.datatype.boolean({ probability: 0.7 });
    ownerDocument = unique(taken.documents, () =>
      passport ? `${faker.helpers.arrayElement(PASSPORT_SERIES)}${faker.string.numeric({ length: 7, allowLeadingZeros: true })}` : faker.string.numeric({ length: 9, allowLeadingZeros: true }),
    );
    const female = faker.datatype.boolean({ probability: 0.35 });
    const first = faker.helpers.arrayElement(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const last = faker.helpers.arrayElement(SURNAMES);
    ownerName = { am: `${first.hy} ${last.hy}`, en: `${first.en} ${last.en}`, ru: `${first.ru} ${last.ru}` };
  }

  // Business-only uses (rental, driving school, passenger transport) for companies only.
  let useType = '1';
  if (kind === 'bus') useType = '5';
  else if (kind === 'car' && owner) useType = owner.carUse;
  else if (kind === 'car') useType = faker.datatype.boolean({ probability: 0.12 }) ? '2' : '1';

  // Class 10 is where everyone starts, so many are there; more drivers earn a bonus than a malus.
  const bmClass = faker.helpers.weightedArrayElement([
    { weight: 10, value: 10 },
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((value) => ({ weight: 2, value })),
    ...[11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25].map((value) => ({ weight: value <= 15 ? 1 : 0.5, value })),
  ]);

  const region = faker.helpers.weightedArrayElement(APPA_REGION.map((row) => ({ weight: row.key === 'YR' ? 12 : 2, value: row.key })));

  // Around the reference date: some contracts ended, some end soon, most later in the year; some cars have none.
  const ends = faker.helpers.weightedArrayElement([
    { weight: 2.5, value: [-120, -1] as const },
    { weight: 2.5, value: [0, 30] as const },
    { weight: 3.5, value: [31, 330] as const },
    { weight: 1.5, value: null },
  ]);
  const currentContractEnd = ends ? dayFromReference(faker.number.int({ min: ends[0], max: ends[1] })) : null;

  return {
    plate,
    ownerDocument,
    ownerKind: owner ? 'company' : 'person',
    ownerName,
    make: model.make,
    model: model.model,
    vin,
    year,
    powerHp: faker.number.int({ min: model.power[0], max: model.power[1] }),
    bmClass,
    carType: CAR_TYPE[kind],
    useType,
    region,
    currentContractEnd,
    group,
  };
}

/** The register: the demo cars first, then the generated ones. Deterministic: two calls give equal lists. */
export function seedVehicles(): VehicleRecord[] {
  const faker = new Faker({ locale: [base] });
  faker.seed(SEED);
  faker.setDefaultRefDate(REFERENCE_DATE);

  const taken: Taken = {
    plates: new Set(DEMO_VEHICLES.map((vehicle) => vehicle.plate)),
    documents: new Set(DEMO_VEHICLES.map((vehicle) => vehicle.ownerDocument)),
    vins: new Set(DEMO_VEHICLES.map((vehicle) => vehicle.vin)),
  };
  const kinds = faker.helpers.shuffle([...KINDS]);
  const generated = kinds.slice(0, GENERATED_VEHICLES).map((kind) => generateVehicle(faker, kind, taken));
  return [...DEMO_VEHICLES.map((vehicle) => structuredClone(vehicle)), ...generated];
}
