import { base, Faker } from '@faker-js/faker';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES, type TriName } from '../../db/names';
import type { ChatMessageRecord, ChatState, ChatStaffRecord } from '../../db/types';
import type { Localized } from '../../lib/respond';
import { L } from '../../lib/content';

/**
 * The chat's seed (docs/decisions/chat-simulator.md): five members of staff (names from faker with a fixed seed of
 * its own, in three scripts; roles fixed), and one earlier conversation of Anna (1001) with the claims specialist, in
 * which staff sent a checklist as a PDF and the last staff message is still unread. Dates relative to the reference
 * date.
 */
export const CHAT_SEED = 20261125;

const ROLES: readonly Localized[] = [
  L('Հատուցումների մասնագետ', 'Claims specialist', 'Специалист по возмещениям'),
  L('Հաճախորդների սպասարկում', 'Customer service', 'Обслуживание клиентов'),
  L('ԱՊՊԱ անդերայթեր', 'CMTPL underwriter', 'Андеррайтер ОСАГО'),
  L('Բժշկական ապահովագրության համակարգող', 'Health insurance coordinator', 'Координатор медицинского страхования'),
  L('Ճանապարհորդական ապահովագրության մասնագետ', 'Travel insurance specialist', 'Специалист по страхованию путешественников'),
];

const fullName = (first: TriName, last: TriName): Localized => ({ am: `${first.hy} ${last.hy}`, en: `${first.en} ${last.en}`, ru: `${first.ru} ${last.ru}` });

export function seedStaff(): ChatStaffRecord[] {
  const faker = new Faker({ locale: [base] });
  faker.seed(CHAT_SEED);
  const used = new Set<string>();
  return ROLES.map((role, index) => {
    let first: TriName;
    let last: TriName;
    do {
      first = faker.helpers.arrayElement(faker.datatype.boolean() ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      last = faker.helpers.arrayElement(SURNAMES);
    } while (used.has(first.en) || first.en === 'Anna' || first.en === 'David');
    used.add(first.en);
    // The claims specialist and customer service are always at work; the others as the seed says.
    return { id: `st-${101 + index}`, name: fullName(first, last), role, online: index < 2 || faker.datatype.boolean() };
  });
}

/** Anna's chat user and her earlier conversation. */
export const ANNA = '1001';
export const SEED_ROOM = 'room-1';
export const SEED_FILE = 'cf-seed-1';

export function seedChat(): ChatState {
  const staff = seedStaff();
  const at = (day: string, time: string) => `2026-10-${day}T${time}:00.000Z`;
  const message = (id: number, author: ChatMessageRecord['author'], text: string, created: string, rest: Partial<ChatMessageRecord> = {}): ChatMessageRecord => ({
    id,
    room: SEED_ROOM,
    author,
    text,
    created,
    files: [],
    clientId: null,
    read: true,
    ...rest,
  });
  return {
    staff,
    users: { [ANNA]: 'cu-1001' },
    rooms: [{ id: SEED_ROOM, customer: ANNA, staff: staff[0]?.id ?? 'st-101', created: at('20', '08:12') }],
    // Texts of the seeded conversation are in the language Anna chose (Armenian), as a real chat would keep them.
    messages: [
      message(1, 'customer', 'Բարև Ձեզ։ Վթարից հետո ի՞նչ փաստաթղթեր են պետք հատուցման համար։', at('20', '08:12')),
      message(2, 'staff', 'Բարև Ձեզ, Աննա։ Ուղարկում եմ փաստաթղթերի ցանկը։ Լուսանկարները կարող եք կցել հենց այստեղ։', at('20', '08:15'), { files: [SEED_FILE] }),
      message(3, 'customer', 'Շնորհակալություն, վաղը կուղարկեմ։', at('20', '08:17')),
      message(4, 'staff', 'Հիշեցնում եմ՝ սպասում ենք վնասի լուսանկարներին։', at('28', '10:05'), { read: false }),
    ],
    files: [
      {
        id: SEED_FILE,
        customer: ANNA,
        name: 'claim-checklist.pdf',
        type: 'application/pdf',
        size: 1024,
        data: null,
        generated: {
          title: 'Claim documents checklist',
          lines: ['Sevan Insurance CJSC', '', '1. Photos of the car, its plate and the damage (at least 3)', '2. Police or road police report', '3. Driving licence', '4. Bank account number'],
        },
      },
    ],
    pending: [],
  };
}
