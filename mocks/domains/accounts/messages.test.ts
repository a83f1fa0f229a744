import { describe, expect, it } from 'vitest';
import { say } from './messages';

describe('counted messages of the simulator take the plural form of their number', () => {
  it.each([
    ['en', 1, 'Wrong code. 1 try left.'],
    ['en', 4, 'Wrong code. 4 tries left.'],
    ['ru', 1, 'Неверный код. Осталась 1 попытка.'],
    ['ru', 2, 'Неверный код. Осталось 2 попытки.'],
    ['ru', 4, 'Неверный код. Осталось 4 попытки.'],
    ['ru', 5, 'Неверный код. Осталось 5 попыток.'],
    ['ru', 21, 'Неверный код. Осталась 21 попытка.'],
    ['am', 1, 'Կոդը սխալ է։ Մնացել է 1 փորձ։'],
    ['am', 4, 'Կոդը սխալ է։ Մնացել է 4 փորձ։'],
  ] as const)('codeWrong %s %i → %s', (lang, left, text) => {
    expect(say('codeWrong', lang, { left })).toBe(text);
  });

  it.each([
    ['en', 1, 'Too many wrong tries. Try again in 1 minute.'],
    ['en', 15, 'Too many wrong tries. Try again in 15 minutes.'],
    ['ru', 1, 'Слишком много неверных попыток. Повторите через 1 минуту.'],
    ['ru', 3, 'Слишком много неверных попыток. Повторите через 3 минуты.'],
    ['ru', 15, 'Слишком много неверных попыток. Повторите через 15 минут.'],
    ['am', 15, 'Չափից շատ սխալ փորձեր։ Փորձեք 15 րոպեից։'],
  ] as const)('codeLocked %s %i → %s', (lang, minutes, text) => {
    expect(say('codeLocked', lang, { minutes })).toBe(text);
  });
});
