import { type Localized, messageTable } from '../../lib/respond';

/** The profile simulator's own messages. */
const MESSAGES = {
  cardNotFound: { am: 'Քարտը չի գտնվել', en: 'Card not found', ru: 'Карта не найдена' },
  cardRemoved: { am: 'Քարտը հեռացված է', en: 'The card has been removed', ru: 'Карта удалена' },
  cardDefault: { am: 'Քարտը դարձավ հիմնական', en: 'The card is now your default card', ru: 'Карта стала основной' },
  cardSaved: { am: 'Քարտը պահպանված է', en: 'The card has been saved', ru: 'Карта сохранена' },
  cardKnown: { am: 'Այս քարտն արդեն պահպանված է', en: 'This card is already saved', ru: 'Эта карта уже сохранена' },
  cardProcessing: { am: 'Բանկը դեռ ստուգում է քարտը', en: 'The bank is still checking the card', ru: 'Банк ещё проверяет карту' },
  cardNotBound: { am: 'Քարտը չի կցվել', en: 'The card was not added', ru: 'Карта не добавлена' },
  orderUnknown: { am: 'Քարտի կցման հայտը չի գտնվել', en: 'No card binding with this order was found', ru: 'Привязка карты с таким заказом не найдена' },
  returnUrlInvalid: { am: 'Վերադարձի հասցեն անվավեր է', en: 'The return address is not valid', ru: 'Адрес возврата недействителен' },
  tooManyCards: { am: 'Կարելի է պահպանել առավելագույնը {max} քարտ', en: 'You can save at most {max} cards', ru: 'Можно сохранить не более {max} карт' },
  groupUnknown: { am: 'Այդպիսի խումբ չկա', en: 'There is no such group', ru: 'Такой группы нет' },
} satisfies Record<string, Localized>;

export type ProfileMessage = keyof typeof MESSAGES;

export const say = messageTable(MESSAGES);
