import type { Localized } from '../../lib/respond';
import { L } from '../../lib/content';

/**
 * The places `/profile/data/autofill` suggests (docs/decisions/address-autofill.md): Armenian towns and, for
 * the larger ones, streets, each named in the three languages. Fixed data: the same on every machine.
 */

export interface Place {
  name: Localized;
  streets: Localized[];
}

export const PLACES: readonly Place[] = [
  {
    name: L('Երևան', 'Yerevan', 'Ереван'),
    streets: [
      L('Տիգրան Մեծի պողոտա', 'Tigran Mets Avenue', 'проспект Тиграна Меца'),
      L('Մաշտոցի պողոտա', 'Mashtots Avenue', 'проспект Маштоца'),
      L('Աբովյան փողոց', 'Abovyan Street', 'улица Абовяна'),
      L('Բաղրամյան պողոտա', 'Baghramyan Avenue', 'проспект Баграмяна'),
      L('Կոմիտասի պողոտա', 'Komitas Avenue', 'проспект Комитаса'),
      L('Սայաթ-Նովայի պողոտա', 'Sayat-Nova Avenue', 'проспект Саят-Новы'),
      L('Տերյան փողոց', 'Teryan Street', 'улица Теряна'),
      L('Պուշկինի փողոց', 'Pushkin Street', 'улица Пушкина'),
      L('Թումանյան փողոց', 'Tumanyan Street', 'улица Туманяна'),
      L('Հյուսիսային պողոտա', 'Northern Avenue', 'Северный проспект'),
      L('Արշակունյաց պողոտա', 'Arshakunyats Avenue', 'проспект Аршакуняц'),
      L('Ամիրյան փողոց', 'Amiryan Street', 'улица Амиряна'),
      L('Կորյունի փողոց', 'Koryun Street', 'улица Корюна'),
      L('Հրաչյա Քոչարի փողոց', 'Hrachya Kochar Street', 'улица Грачья Кочара'),
      L('Վազգեն Սարգսյանի փողոց', 'Vazgen Sargsyan Street', 'улица Вазгена Саргсяна'),
      L('Խորենացու փողոց', 'Khorenatsi Street', 'улица Хоренаци'),
      L('Տիգրանյան փողոց', 'Tigranyan Street', 'улица Тиграняна'),
    ],
  },
  {
    name: L('Գյումրի', 'Gyumri', 'Гюмри'),
    streets: [
      L('Վարդանանց փողոց', 'Vardanants Street', 'улица Вардананц'),
      L('Ռիժկովի փողոց', 'Rizhkov Street', 'улица Рыжкова'),
      L('Աբովյան փողոց', 'Abovyan Street', 'улица Абовяна'),
      L('Շիրակացու փողոց', 'Shirakatsi Street', 'улица Ширакаци'),
    ],
  },
  {
    name: L('Վանաձոր', 'Vanadzor', 'Ванадзор'),
    streets: [
      L('Տիգրան Մեծի պողոտա', 'Tigran Mets Avenue', 'проспект Тиграна Меца'),
      L('Բաթումի փողոց', 'Batumi Street', 'улица Батуми'),
      L('Զորավար Անդրանիկի փողոց', 'Zoravar Andranik Street', 'улица Зоравара Андраника'),
    ],
  },
  { name: L('Վաղարշապատ', 'Vagharshapat', 'Вагаршапат'), streets: [L('Մաշտոցի փողոց', 'Mashtots Street', 'улица Маштоца')] },
  { name: L('Աբովյան', 'Abovyan', 'Абовян'), streets: [] },
  { name: L('Կապան', 'Kapan', 'Капан'), streets: [] },
  { name: L('Հրազդան', 'Hrazdan', 'Раздан'), streets: [] },
  { name: L('Արմավիր', 'Armavir', 'Армавир'), streets: [] },
  { name: L('Արտաշատ', 'Artashat', 'Арташат'), streets: [] },
  { name: L('Իջևան', 'Ijevan', 'Иджеван'), streets: [] },
  { name: L('Գավառ', 'Gavar', 'Гавар'), streets: [] },
  { name: L('Գորիս', 'Goris', 'Горис'), streets: [] },
  { name: L('Դիլիջան', 'Dilijan', 'Дилижан'), streets: [L('Մյասնիկյան փողոց', 'Myasnikyan Street', 'улица Мясникяна')] },
  { name: L('Սևան', 'Sevan', 'Севан'), streets: [] },
  { name: L('Աշտարակ', 'Ashtarak', 'Аштарак'), streets: [] },
];

/** At most this many suggestions per answer. */
export const MAX_SUGGESTIONS = 8;
/** Fewer typed characters than this get no suggestions. */
export const MIN_AUTOFILL_CHARS = 2;

const fold = (text: string) => text.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
const names = (place: Localized) => Object.values(place).map(fold);

/** The town a typed name means (in any language), or null. */
export const placeNamed = (typed: string): Place | null => PLACES.find((place) => names(place.name).includes(fold(typed))) ?? null;

/**
 * Suggestions for `typed` among `candidates`, in `lang`: a match of any language counts, a word starting with the
 * text first, then one containing it; duplicates (the same street in several towns) once.
 */
export function suggest(candidates: readonly Localized[], typed: string, lang: keyof Localized): string[] {
  const text = fold(typed);
  if (text.length < MIN_AUTOFILL_CHARS) return [];
  const rank = (candidate: Localized): number => {
    const all = names(candidate);
    if (all.some((name) => name.startsWith(text) || name.split(/[\s-]/).some((word) => word.startsWith(text)))) return 0;
    if (all.some((name) => name.includes(text))) return 1;
    return -1;
  };
  const ranked = candidates
    .map((candidate, index) => ({ label: candidate[lang], rank: rank(candidate), index }))
    .filter(({ rank: value }) => value >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ label }) => label);
  return [...new Set(ranked)].slice(0, MAX_SUGGESTIONS);
}
