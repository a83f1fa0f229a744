import { plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n, loadPageMessages } from './catalog';
import type { Lang } from './lang';

/**
 * Every counted message of the product is a Lingui plural (issue 20, item 7: no "1 tries left"): each is written here
 * exactly as in its component, so the test reads the same catalog entry, and is checked with the numbers that need
 * another form in English (1, 2), Russian (1, 2, 5, 21: one, few, many) and Armenian (which counts with the
 * singular noun). A message changed in its component without a plural, or a catalog entry without its forms,
 * fails here.
 */
const maxSize = '3 MB';
const uploaded = 1;
const done = '1 MB';
const total = '4 MB';

const messages: Record<string, (count: number) => string> = {
  passwordLength: (min) => plural(min, { one: 'At least # character', other: 'At least # characters' }),
  photosMin: (min) => plural(min, { one: 'Add at least # photo: the car, its plate and the damage', other: 'Add at least # photos: the car, its plate and the damage' }),
  filesMin: (min) => plural(min, { one: 'Add at least # file here', other: 'Add at least # files here' }),
  requestTooLong: (max) => plural(max, { one: 'Too long: at most # character', other: 'Too long: at most # characters' }),
  requestTooShort: (min) => plural(min, { one: 'Too short: at least # character', other: 'Too short: at least # characters' }),
  chatTooLong: (max) => plural(max, { one: 'A message can be at most # character', other: 'A message can be at most # characters' }),
  chatFiles: (MAX_FILES_PER_LIST) =>
    plural(MAX_FILES_PER_LIST, {
      one: 'Photos (JPG, PNG, HEIC) are made smaller before sending; PDF up to 3 MB. At most # file per message.',
      other: 'Photos (JPG, PNG, HEIC) are made smaller before sending; PDF up to 3 MB. At most # files per message.',
    }),
  compensationFiles: (MAX_FILES_PER_LIST) =>
    plural(MAX_FILES_PER_LIST, {
      one: `Photos (jpg, png, heic) are reduced to 1024 px before sending; pdf up to ${maxSize}; at most # file`,
      other: `Photos (jpg, png, heic) are reduced to 1024 px before sending; pdf up to ${maxSize}; at most # files`,
    }),
  uploadProgress: (files) => plural(files, { one: `Uploaded ${uploaded} of # file (${done} of ${total})`, other: `Uploaded ${uploaded} of # files (${done} of ${total})` }),
  formEngineFiles: (max) => plural(max, { one: 'You can attach one file', other: 'You can attach at most # files' }),
};

const expected: Record<Lang, Record<string, Record<number, string>>> = {
  en: {
    passwordLength: { 1: 'At least 1 character', 2: 'At least 2 characters', 8: 'At least 8 characters' },
    photosMin: { 1: 'Add at least 1 photo: the car, its plate and the damage', 3: 'Add at least 3 photos: the car, its plate and the damage' },
    filesMin: { 1: 'Add at least 1 file here', 2: 'Add at least 2 files here' },
    requestTooLong: { 1: 'Too long: at most 1 character', 500: 'Too long: at most 500 characters' },
    requestTooShort: { 1: 'Too short: at least 1 character', 10: 'Too short: at least 10 characters' },
    chatTooLong: { 1: 'A message can be at most 1 character', 300: 'A message can be at most 300 characters' },
    chatFiles: {
      1: 'Photos (JPG, PNG, HEIC) are made smaller before sending; PDF up to 3 MB. At most 1 file per message.',
      8: 'Photos (JPG, PNG, HEIC) are made smaller before sending; PDF up to 3 MB. At most 8 files per message.',
    },
    compensationFiles: { 1: 'Photos (jpg, png, heic) are reduced to 1024 px before sending; pdf up to 3 MB; at most 1 file', 8: 'Photos (jpg, png, heic) are reduced to 1024 px before sending; pdf up to 3 MB; at most 8 files' },
    uploadProgress: { 1: 'Uploaded 1 of 1 file (1 MB of 4 MB)', 3: 'Uploaded 1 of 3 files (1 MB of 4 MB)' },
    formEngineFiles: { 1: 'You can attach one file', 8: 'You can attach at most 8 files' },
  },
  ru: {
    passwordLength: { 1: 'Не менее 1 символа', 2: 'Не менее 2 символов', 5: 'Не менее 5 символов', 21: 'Не менее 21 символа' },
    photosMin: {
      1: 'Добавьте не менее 1 фотографии: автомобиль, его номер и повреждения',
      3: 'Добавьте не менее 3 фотографий: автомобиль, его номер и повреждения',
    },
    filesMin: { 1: 'Добавьте не менее 1 файла', 2: 'Добавьте не менее 2 файлов', 5: 'Добавьте не менее 5 файлов' },
    requestTooLong: { 1: 'Слишком длинно: не более 1 символа', 500: 'Слишком длинно: не более 500 символов' },
    requestTooShort: { 1: 'Слишком коротко: не менее 1 символа', 10: 'Слишком коротко: не менее 10 символов' },
    chatTooLong: { 21: 'Сообщение может содержать не более 21 символа', 300: 'Сообщение может содержать не более 300 символов' },
    chatFiles: {
      1: 'Фото (JPG, PNG, HEIC) уменьшаются перед отправкой; PDF — до 3 МБ. Не больше 1 файла в сообщении.',
      8: 'Фото (JPG, PNG, HEIC) уменьшаются перед отправкой; PDF — до 3 МБ. Не больше 8 файлов в сообщении.',
    },
    compensationFiles: {
      1: 'Фото (jpg, png, heic) перед отправкой уменьшаются до 1024 px; pdf до 3 MB; не более 1 файла',
      4: 'Фото (jpg, png, heic) перед отправкой уменьшаются до 1024 px; pdf до 3 MB; не более 4 файлов',
      5: 'Фото (jpg, png, heic) перед отправкой уменьшаются до 1024 px; pdf до 3 MB; не более 5 файлов',
      21: 'Фото (jpg, png, heic) перед отправкой уменьшаются до 1024 px; pdf до 3 MB; не более 21 файла',
    },
    uploadProgress: { 1: 'Загружено 1 из 1 файла (1 MB из 4 MB)', 3: 'Загружено 1 из 3 файлов (1 MB из 4 MB)', 21: 'Загружено 1 из 21 файла (1 MB из 4 MB)' },
    formEngineFiles: { 1: 'Можно прикрепить не больше 1 файла', 3: 'Можно прикрепить не больше 3 файлов', 8: 'Можно прикрепить не больше 8 файлов' },
  },
  hy: {
    passwordLength: { 1: 'Առնվազն 1 նիշ', 8: 'Առնվազն 8 նիշ' },
    photosMin: { 3: 'Ավելացրեք առնվազն 3 լուսանկար՝ մեքենան, համարանիշը և վնասը' },
    filesMin: { 2: 'Ավելացրեք առնվազն 2 ֆայլ' },
    requestTooLong: { 500: 'Չափազանց երկար է․ առավելագույնը 500 նիշ' },
    requestTooShort: { 10: 'Չափազանց կարճ է․ առնվազն 10 նիշ' },
    chatTooLong: { 300: 'Հաղորդագրությունը կարող է ունենալ առավելագույնը 300 նիշ' },
    chatFiles: { 8: 'Լուսանկարները (JPG, PNG, HEIC) փոքրացվում են ուղարկելուց առաջ, PDF՝ մինչև 3 ՄԲ։ Մեկ հաղորդագրությունում՝ առավելագույնը 8 ֆայլ։' },
    compensationFiles: { 8: 'Լուսանկարները (jpg, png, heic) ուղարկելուց առաջ փոքրացվում են մինչև 1024 px․ pdf՝ մինչև 3 MB․ առավելագույնը 8 ֆայլ' },
    uploadProgress: { 3: 'Վերբեռնված է 3-ից 1 ֆայլ (4 MB-ից 1 MB)' },
    formEngineFiles: { 1: 'Կարող եք կցել միայն մեկ ֆայլ', 8: 'Կարող եք կցել առավելագույնը 8 ֆայլ' },
  },
};

describe.each(['en', 'ru', 'hy'] as const)('counted messages in %s', (lang) => {
  it.each(Object.entries(expected[lang]).flatMap(([name, byCount]) => Object.entries(byCount).map(([count, text]) => [name, Number(count), text] as const)))(
    '%s with %i',
    async (name, count, text) => {
      await Promise.all([activateLanguage(lang), loadPageMessages(lang, 'site'), loadPageMessages(lang, 'portal')]);
      expect(i18n.locale).toBe(lang);
      expect((messages[name] as (count: number) => string)(count)).toEqual(text);
    },
  );
});
