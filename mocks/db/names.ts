/**
 * Armenian first names and surnames in three scripts: Armenian, the usual Latin passport spelling and the
 * usual Russian spelling (which is not a letter-by-letter transliteration: Հակոբյան → Акопян, Հայկ → Айк).
 */
export interface TriName {
  hy: string;
  en: string;
  ru: string;
}

const n = (hy: string, en: string, ru: string): TriName => ({ hy, en, ru });

export const FEMALE_FIRST_NAMES: readonly TriName[] = [
  n('Աննա', 'Anna', 'Анна'),
  n('Մարիամ', 'Mariam', 'Мариам'),
  n('Նարինե', 'Narine', 'Нарине'),
  n('Լուսինե', 'Lusine', 'Лусине'),
  n('Արմինե', 'Armine', 'Армине'),
  n('Անի', 'Ani', 'Ани'),
  n('Սոնա', 'Sona', 'Сона'),
  n('Գայանե', 'Gayane', 'Гаяне'),
  n('Հասմիկ', 'Hasmik', 'Асмик'),
  n('Լիլիթ', 'Lilit', 'Лилит'),
  n('Տաթևիկ', 'Tatevik', 'Татевик'),
  n('Նունե', 'Nune', 'Нуне'),
  n('Մանե', 'Mane', 'Мане'),
  n('Էլեն', 'Elen', 'Элен'),
  n('Սիրանուշ', 'Siranush', 'Сирануш'),
  n('Զարուհի', 'Zaruhi', 'Заруи'),
];

export const MALE_FIRST_NAMES: readonly TriName[] = [
  n('Դավիթ', 'David', 'Давид'),
  n('Արամ', 'Aram', 'Арам'),
  n('Տիգրան', 'Tigran', 'Тигран'),
  n('Արմեն', 'Armen', 'Армен'),
  n('Գոռ', 'Gor', 'Гор'),
  n('Հայկ', 'Hayk', 'Айк'),
  n('Նարեկ', 'Narek', 'Нарек'),
  n('Վահե', 'Vahe', 'Ваге'),
  n('Արտակ', 'Artak', 'Артак'),
  n('Սամվել', 'Samvel', 'Самвел'),
  n('Կարեն', 'Karen', 'Карен'),
  n('Արթուր', 'Artur', 'Артур'),
  n('Ռուբեն', 'Ruben', 'Рубен'),
  n('Միքայել', 'Mikayel', 'Микаел'),
  n('Սարգիս', 'Sargis', 'Саргис'),
  n('Հովհաննես', 'Hovhannes', 'Ованес'),
  n('Աշոտ', 'Ashot', 'Ашот'),
  n('Վարդան', 'Vardan', 'Вардан'),
];

export const SURNAMES: readonly TriName[] = [
  n('Հակոբյան', 'Hakobyan', 'Акопян'),
  n('Պետրոսյան', 'Petrosyan', 'Петросян'),
  n('Սարգսյան', 'Sargsyan', 'Саргсян'),
  n('Գրիգորյան', 'Grigoryan', 'Григорян'),
  n('Հարությունյան', 'Harutyunyan', 'Арутюнян'),
  n('Մկրտչյան', 'Mkrtchyan', 'Мкртчян'),
  n('Ավետիսյան', 'Avetisyan', 'Аветисян'),
  n('Կարապետյան', 'Karapetyan', 'Карапетян'),
  n('Վարդանյան', 'Vardanyan', 'Варданян'),
  n('Ղազարյան', 'Ghazaryan', 'Казарян'),
  n('Մարտիրոսյան', 'Martirosyan', 'Мартиросян'),
  n('Խաչատրյան', 'Khachatryan', 'Хачатрян'),
  n('Ստեփանյան', 'Stepanyan', 'Степанян'),
  n('Սիմոնյան', 'Simonyan', 'Симонян'),
  n('Բաղդասարյան', 'Baghdasaryan', 'Багдасарян'),
  n('Մանուկյան', 'Manukyan', 'Манукян'),
  n('Գևորգյան', 'Gevorgyan', 'Геворгян'),
  n('Դավթյան', 'Davtyan', 'Давтян'),
  n('Հովհաննիսյան', 'Hovhannisyan', 'Оганесян'),
  n('Մելքոնյան', 'Melkonyan', 'Мелконян'),
  n('Պողոսյան', 'Poghosyan', 'Погосян'),
  n('Զաքարյան', 'Zakaryan', 'Закарян'),
  n('Օհանյան', 'Ohanyan', 'Оганян'),
  n('Աբրահամյան', 'Abrahamyan', 'Абрамян'),
];
