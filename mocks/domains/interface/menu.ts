import type * as v from 'valibot';
import type { menuListSchema } from '@/shared/api/interface/schemas';
import type { Localized, ServerLang } from '../../lib/respond';

/** get-menu-list: the signed-in customer's profile tabs (customer-portal.md §2 "Left tabs menu is server driven"). */
type MenuAnswer = v.InferInput<typeof menuListSchema>;

/**
 * The profile's menu (docs/decisions/profile-frame.md): the app opens an item by its CHARID; its address is
 * `/profile/{ID}`. 3152 is the overview (the default route after sign-in, §9).
 */
const ITEMS: { id: number; charid: string; text: Localized; icon: string; granted?: 0; url?: string }[] = [
  { id: 3152, charid: 'overview', icon: 'home', text: { am: 'Իմ էջը', en: 'Overview', ru: 'Обзор' } },
  { id: 3153, charid: 'contracts', icon: 'file-text', text: { am: 'Իմ պայմանագրերը', en: 'My contracts', ru: 'Мои договоры' } },
  { id: 3154, charid: 'claims', icon: 'lifebuoy', text: { am: 'Հատուցումներ', en: 'Claims', ru: 'Страховые возмещения' } },
  { id: 3155, charid: 'cards', icon: 'credit-card', text: { am: 'Իմ քարտերը', en: 'My cards', ru: 'Мои карты' } },
  { id: 3156, charid: 'personal-data', icon: 'user', text: { am: 'Անձնական տվյալներ', en: 'Personal data', ru: 'Личные данные' } },
  { id: 3157, charid: 'callback', icon: 'phone', text: { am: 'Հետադարձ զանգ', en: 'Request a callback', ru: 'Обратный звонок' } },
  { id: 3158, charid: 'subrogation', icon: 'scale', text: { am: 'Սուբրոգացիա', en: 'Subrogation', ru: 'Суброгация' } },
  { id: 3159, charid: 'raffle', icon: 'gift', text: { am: 'Խաղարկություն', en: 'Raffle', ru: 'Розыгрыш' } },
  // The chat's address is the spec's /profile/c/{chatId?} (customer-portal.md §2), not /profile/{ID}.
  { id: 3161, charid: 'chat', icon: 'messages', url: '/profile/c', text: { am: 'Չատ', en: 'Chat', ru: 'Чат' } },
  { id: 3160, charid: 'commission-report', icon: 'file-text', text: { am: 'Գործակալի հաշվետվություն', en: "Agent's report", ru: 'Отчёт агента' }, granted: 0 },
];

export function menuOf(lang: ServerLang): MenuAnswer {
  return {
    result: ITEMS.map((item) => ({
      ID: item.id,
      TEXT: item.text[lang],
      CHARID: item.charid,
      URL: item.url ?? `/profile/${item.id}`,
      ICON: item.icon,
      GRANTED: item.granted ?? 1,
      children: [],
    })),
  };
}
