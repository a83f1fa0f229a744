import type { FaqCategoryId } from '@/shared/api/content/faq';
import { L, type Localized } from '../../lib/content';

/**
 * Frequently asked questions (public-site.md §2 "FAQ categories", §3 "FAQ: question, answer"), in three
 * languages. Each question belongs to one category of the FAQ page and names the service groups
 * (public-site.md §2 group ids) and services (their charids on /home/) it is about, for
 * /faq/bygroup/ and /faq/byservice/.
 */
export const FAQ_CATEGORY_TITLES: Record<FaqCategoryId, Localized> = {
  car: L('Ավտոապահովագրություն', 'Car insurance', 'Автострахование'),
  health: L('Առողջություն', 'Health', 'Здоровье'),
  travel: L('Ճամփորդություն', 'Travel', 'Путешествия'),
  property: L('Գույք', 'Property', 'Имущество'),
  cargo: L('Բեռներ', 'Cargo', 'Грузы'),
  responsibility: L('Պատասխանատվություն', 'Liability', 'Ответственность'),
  financial: L('Ֆինանսական ռիսկեր', 'Financial risks', 'Финансовые риски'),
  other: L('Այլ հարցեր', 'Other questions', 'Другие вопросы'),
};

/** The categories in the order of public-site.md §2. */
export const FAQ_CATEGORY_IDS = Object.keys(FAQ_CATEGORY_TITLES) as FaqCategoryId[];

export interface FaqEntry {
  id: number;
  category: FaqCategoryId;
  groups: number[];
  services: string[];
  question: Localized;
  /** HTML. */
  answer: Localized;
}

const q = (
  id: number,
  category: FaqCategoryId,
  groups: number[],
  services: string[],
  question: Localized,
  answer: Localized,
): FaqEntry => ({ id, category, groups, services, question, answer });

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  // Car
  q(1, 'car', [1, 20], ['appa', 'fleetAppa'],
    L('Ի՞նչ փաստաթղթեր են պետք ԱՊՊԱ պայմանագիրն առցանց կնքելու համար', 'What do I need to buy CMTPL online?', 'Что нужно для оформления ОСАГО онлайн?'),
    L(
      '<p>Ավտոմեքենայի պետհամարանիշը և սեփականատիրոջ անձնական համարը (կամ ՀՎՀՀ-ն՝ իրավաբանական անձանց համար)։ Մնացած տվյալները համակարգը կլրացնի ինքնաշխատ։</p>',
      '<p>The car’s plate number and the owner’s personal ID (or tax number for a company). The system fills in the rest.</p>',
      '<p>Госномер автомобиля и личный номер владельца (или ИНН для юридического лица). Остальные данные система заполнит сама.</p>',
    )),
  q(2, 'car', [1, 20], ['appa', 'apka', 'casco', 'justCasco', 'fleetCasco', 'fleetAppa'],
    L('Ի՞նչ անել ճանապարհատրանսպորտային պատահարից հետո', 'What should I do after a road accident?', 'Что делать после ДТП?'),
    L(
      '<ol><li>Կանգնեցրեք մեքենան և միացրեք վթարային լույսերը։</li><li>Զանգահարեք +374 10 500010 համարով։</li><li>Լուսանկարեք մեքենաները, պետհամարանիշները և վնասները՝ առնվազն 3 լուսանկար։</li><li>Դիմումը ներկայացրեք անձնական էջից։</li></ol>',
      '<ol><li>Stop the car and turn on the hazard lights.</li><li>Call +374 10 500010.</li><li>Take at least 3 photos of the cars, the plates and the damage.</li><li>File the claim from your personal page.</li></ol>',
      '<ol><li>Остановите машину и включите аварийные огни.</li><li>Позвоните по номеру +374 10 500010.</li><li>Сделайте не менее 3 фотографий машин, номеров и повреждений.</li><li>Подайте заявление из личного кабинета.</li></ol>',
    )),
  q(3, 'car', [1], ['casco', 'justCasco'],
    L('Ո՞րն է ԿԱՍԿՈ-ի և «Պարզապես ԿԱՍԿՈ»-ի տարբերությունը', 'How is Just Casco different from casco?', 'Чем «Просто КАСКО» отличается от КАСКО?'),
    L(
      '<p>ԿԱՍԿՈ-ն ծածկում է ցանկացած վնաս՝ առաջին դրամից։ «Պարզապես ԿԱՍԿՈ»-ն պաշտպանում է թանկարժեք մեքենաները 1,8 միլիոն դրամը գերազանցող ծախսերից և արժե զգալիորեն քիչ։ Երկուսն էլ կնքվում են 6 ամսով կամ 1 տարով։</p>',
      '<p>Casco pays for any damage from the first dram. Just Casco protects costly cars from expenses above 1.8 million drams and costs much less. Both run for 6 months or a year.</p>',
      '<p>КАСКО покрывает любой ущерб с первого драма. «Просто КАСКО» защищает дорогие автомобили от расходов свыше 1,8 млн драмов и стоит значительно дешевле. Оба полиса заключаются на 6 месяцев или год.</p>',
    )),
  q(4, 'car', [1, 20], ['appa', 'fleetAppa'],
    L('Ինչպե՞ս է որոշվում բոնուս-մալուս դասը', 'How is my bonus-malus class worked out?', 'Как определяется класс бонус-малус?'),
    L(
      '<p>Դասը կախված է վերջին տարիների պատահարներից։ Սկզբնական դասը 10-ն է․ յուրաքանչյուր տարի առանց պատահարի այն բարելավվում է, իսկ պատահարից հետո՝ վատթարանում։</p>',
      '<p>The class depends on your claims in recent years. Everyone starts at class 10; each claim-free year improves it and each claim lowers it.</p>',
      '<p>Класс зависит от страховых случаев за последние годы. Начальный класс — 10; каждый год без аварий улучшает его, а каждая авария ухудшает.</p>',
    )),
  // Health
  q(5, 'health', [2, 21], ['medicalCheckUp', 'medicalCheckUpPlus', 'socialMedCheckUp', 'corporateHealth'],
    L('Ո՞ր կլինիկաներում կարող եմ սպասարկվել', 'Which clinics can I go to?', 'В какие клиники можно обращаться?'),
    L(
      '<p>Երևանի և մարզերի ավելի քան 60 գործընկեր կլինիկաներում։ Ցանկը հասանելի է անձնական էջում և բջջային հավելվածում։</p>',
      '<p>More than 60 partner clinics in Yerevan and the regions. The list is on your personal page and in the mobile app.</p>',
      '<p>В более чем 60 клиниках-партнёрах в Ереване и регионах. Список есть в личном кабинете и в мобильном приложении.</p>',
    )),
  q(6, 'health', [2], ['medicalCheckUpPlus', 'medicalCheckUp'],
    L('Ի՞նչ է ներառում «Բժշկական ստուգում Պլյուս»-ը', 'What does Medical check-up Plus include?', 'Что входит в «Медицинский чекап Плюс»?'),
    L(
      '<p>Թերապևտի, սրտաբանի, էնդոկրինոլոգի և ակնաբույժի խորհրդատվություններ, արյան ընդլայնված հետազոտություն և էլեկտրասրտագրություն։</p>',
      '<p>Visits to a GP, a cardiologist, an endocrinologist and an eye doctor, an extended blood test and an ECG.</p>',
      '<p>Консультации терапевта, кардиолога, эндокринолога и офтальмолога, расширенный анализ крови и ЭКГ.</p>',
    )),
  q(7, 'health', [2, 21], ['corporateHealth', 'medicalCheckUp'],
    L('Ինչպե՞ս ստանալ բժշկական ապահովագրության քարտը', 'How do I get my health insurance card?', 'Как получить карту медицинского страхования?'),
    L(
      '<p>Քարտը հայտնվում է անձնական էջում պայմանագիրը կնքելուց անմիջապես հետո։ Այն ցույց է տալիս անունը, ազգանունը, ծննդյան ամսաթիվը և պայմանագրի ժամկետը։</p>',
      '<p>The card appears on your personal page as soon as the contract is signed. It shows your name, date of birth and the contract dates.</p>',
      '<p>Карта появляется в личном кабинете сразу после заключения договора. На ней указаны имя, фамилия, дата рождения и срок действия договора.</p>',
    )),
  // Travel
  q(8, 'travel', [3, 22], ['travel', 'travelDaily', 'travelBox', 'businessTravel'],
    L('Ծածկու՞մ է ճանապարհորդական ապահովագրությունը COVID-19-ը', 'Does travel insurance cover COVID-19?', 'Покрывает ли страховка COVID-19?'),
    L(
      '<p>Այո, եթե պայմանագիրը կնքելիս միացրել եք COVID-19-ի ընտրանքը։ Վրաստան մեկնողների համար գործում է պարզեցված տարբերակ՝ առանց այս ընտրանքի։</p>',
      '<p>Yes, if you switched on the COVID-19 option when buying. Trips to Georgia use a simplified plan without this option.</p>',
      '<p>Да, если при покупке вы включили опцию COVID-19. Для поездок в Грузию действует упрощённый вариант без этой опции.</p>',
    )),
  q(9, 'travel', [3], ['travelDaily', 'travelBox'],
    L('Ո՞րն է օրական և «Travel Box» տարբերակների տարբերությունը', 'Daily plan or Travel Box: what is the difference?', 'Чем посуточный вариант отличается от «Travel Box»?'),
    L(
      '<p>Օրական տարբերակը հաշվարկվում է ըստ ճամփորդության օրերի։ «Travel Box»-ը տարվա ընթացքում մի քանի ճամփորդության փաթեթ է՝ օրերի ֆիքսված քանակով։</p>',
      '<p>The daily plan is priced by the days of your trip. Travel Box is a package of days you can use over several trips in a year.</p>',
      '<p>Посуточный вариант рассчитывается по дням поездки. «Travel Box» — пакет дней на несколько поездок в течение года.</p>',
    )),
  q(10, 'travel', [3, 22], ['travel', 'businessTravel'],
    L('Ի՞նչ անել, եթե արտերկրում հիվանդացել եմ', 'What do I do if I fall ill abroad?', 'Что делать, если я заболел за границей?'),
    L(
      '<p>Նախ զանգահարեք աջակցման կենտրոն՝ +374 10 500010։ Մենք կուղղորդենք ձեզ մոտակա կլինիկա և կվճարենք բուժման համար անմիջապես։</p>',
      '<p>First call the assistance centre on +374 10 500010. We will send you to the nearest clinic and pay for the treatment directly.</p>',
      '<p>Сначала позвоните в центр поддержки: +374 10 500010. Мы направим вас в ближайшую клинику и оплатим лечение напрямую.</p>',
    )),
  // Property
  q(11, 'property', [4, 23], ['property', 'corporateProperty'],
    L('Ե՞րբ է ուժի մեջ մտնում գույքի ապահովագրությունը', 'When does property cover start?', 'Когда начинает действовать страхование имущества?'),
    L(
      '<p>Պայմանագիրը կնքելուց հետո 7-րդ օրը։</p>',
      '<p>On the 7th day after the contract is signed.</p>',
      '<p>На 7-й день после заключения договора.</p>',
    )),
  q(12, 'property', [4], ['property'],
    L('Ինչ ժամկետով կարող եմ ապահովագրել բնակարանը', 'For how long can I insure my home?', 'На какой срок можно застраховать квартиру?'),
    L('<p>6 ամսով կամ 1 տարով։</p>', '<p>For 6 months or a year.</p>', '<p>На 6 месяцев или на год.</p>')),
  q(13, 'property', [4], ['petsInsurance'],
    L('Կարո՞ղ եմ ապահովագրել կատվիս կամ շանս', 'Can I insure my cat or dog?', 'Можно ли застраховать кошку или собаку?'),
    L(
      '<p>Այո, եթե կենդանին 2 ամսականից մինչև 8 տարեկան է։</p>',
      '<p>Yes, if your pet is between 2 months and 8 years old.</p>',
      '<p>Да, если животному от 2 месяцев до 8 лет.</p>',
    )),
  // Cargo
  q(14, 'cargo', [15], ['cargo'],
    L('Ի՞նչ բեռներ կարելի է ապահովագրել', 'Which cargo can be insured?', 'Какие грузы можно застраховать?'),
    L(
      '<p>Գրեթե ցանկացած՝ սննդամթերք, սարքավորումներ, շինանյութ, ինչպես նաև սառնարանային բեռներ։ Բացառություն են թանկարժեք մետաղները և արվեստի գործերը։</p>',
      '<p>Almost any: food, equipment, building materials and refrigerated loads. Precious metals and works of art are excluded.</p>',
      '<p>Практически любые: продукты, оборудование, стройматериалы, а также рефрижераторные грузы. Исключение — драгоценные металлы и произведения искусства.</p>',
    )),
  q(15, 'cargo', [15], ['cargo', 'forwarderLiability'],
    L('Պե՞տք է արդյոք ապահովագրել յուրաքանչյուր բեռնափոխադրումն առանձին', 'Do I need to insure each shipment separately?', 'Нужно ли страховать каждую перевозку отдельно?'),
    L(
      '<p>Ոչ։ Բաց պայմանագիրը ծածկում է տարվա բոլոր փոխադրումները․ դուք միայն տեղեկացնում եք մեզ յուրաքանչյուր բեռի մասին։</p>',
      '<p>No. An open cover contract covers every shipment of the year; you just tell us about each load.</p>',
      '<p>Нет. Генеральный договор покрывает все перевозки за год — вы лишь сообщаете нам о каждом грузе.</p>',
    )),
  q(16, 'cargo', [15], ['cargo'],
    L('Ո՞վ է վճարում փորձագետի համար', 'Who pays for the surveyor?', 'Кто оплачивает работу эксперта?'),
    L('<p>Փորձագետի ծախսերը կրում է «Սևան»-ը։</p>', '<p>Sevan pays for the surveyor.</p>', '<p>Расходы на эксперта несёт «Севан».</p>')),
  // Liability and construction
  q(17, 'responsibility', [17], ['generalLiability'],
    L('Ի՞նչ է ծածկում քաղաքացիական պատասխանատվության ապահովագրությունը', 'What does general liability insurance cover?', 'Что покрывает страхование гражданской ответственности?'),
    L(
      '<p>Երրորդ անձանց կյանքին, առողջությանը կամ գույքին ձեր գործունեությամբ պատճառված վնասը։</p>',
      '<p>Harm your business does to other people’s life, health or property.</p>',
      '<p>Вред жизни, здоровью или имуществу третьих лиц, причинённый вашей деятельностью.</p>',
    )),
  q(18, 'responsibility', [17], ['professionalLiability'],
    L('Պարտադի՞ր է մասնագիտական պատասխանատվության ապահովագրությունը', 'Is professional indemnity compulsory?', 'Обязательно ли страхование профессиональной ответственности?'),
    L(
      '<p>Որոշ մասնագիտությունների համար՝ այո (նոտարներ, աուդիտորներ, գնահատողներ)։ Մյուսների համար այն կամավոր է, բայց հաճախ պահանջվում է պատվիրատուի կողմից։</p>',
      '<p>For some professions, yes (notaries, auditors, valuers). For others it is voluntary but often required by clients.</p>',
      '<p>Для некоторых профессий — да (нотариусы, аудиторы, оценщики). Для остальных оно добровольное, но его часто требуют заказчики.</p>',
    )),
  q(19, 'responsibility', [16, 17], ['constructionAllRisks', 'contractorEquipment'],
    L('Շինարարական ի՞նչ ռիսկեր կարելի է ապահովագրել', 'Which construction risks can be insured?', 'Какие строительные риски можно застраховать?'),
    L(
      '<p>Շինմոնտաժային աշխատանքները, շինարարական տեխնիկան և պատասխանատվությունը երրորդ անձանց հանդեպ՝ շինարարության ողջ ընթացքում։</p>',
      '<p>The works themselves, the plant and machinery, and liability to third parties for the whole build.</p>',
      '<p>Строительно-монтажные работы, строительную технику и ответственность перед третьими лицами на весь срок стройки.</p>',
    )),
  // Financial
  q(20, 'financial', [14], ['borrowerProtection'],
    L('Ի՞նչ է ծածկում վարկառուի ապահովագրությունը', 'What does borrower protection cover?', 'Что покрывает страхование заёмщика?'),
    L(
      '<p>Վարկի մարումը աշխատանքից ազատվելու, աշխատունակության կորստի կամ մահվան դեպքում։</p>',
      '<p>Loan repayments if you lose your job, cannot work, or die.</p>',
      '<p>Погашение кредита при потере работы, трудоспособности или в случае смерти.</p>',
    )),
  q(21, 'financial', [14], ['cardProtection'],
    L('Ի՞նչ կլինի, եթե բանկային քարտս գողանան', 'What if my bank card is stolen?', 'Что будет, если украдут банковскую карту?'),
    L(
      '<p>Արգելափակեք քարտը բանկում և տեղեկացրեք մեզ 24 ժամվա ընթացքում։ Մենք կհատուցենք քարտից անօրինական կանխիկացված գումարը։</p>',
      '<p>Block the card with your bank and tell us within 24 hours. We refund money taken from the card unlawfully.</p>',
      '<p>Заблокируйте карту в банке и сообщите нам в течение 24 часов. Мы возместим незаконно снятые с карты деньги.</p>',
    )),
  q(22, 'financial', [24], ['tradeCredit', 'financialGuarantees'],
    L('Ի՞նչ է առևտրային վարկի ապահովագրությունը', 'What is trade credit insurance?', 'Что такое страхование торговых кредитов?'),
    L(
      '<p>Այն պաշտպանում է ձեր բիզնեսը, եթե գնորդը չի վճարում ապառիկ մատակարարված ապրանքի համար։</p>',
      '<p>It protects your business when a buyer does not pay for goods delivered on credit.</p>',
      '<p>Оно защищает бизнес, если покупатель не оплатил товар, поставленный в кредит.</p>',
    )),
  // Other
  q(23, 'other', [], [],
    L('Ինչպե՞ս կարող եմ վճարել պայմանագրի համար', 'How can I pay for my policy?', 'Как можно оплатить полис?'),
    L(
      '<p>Visa, Mastercard կամ ԱրՔա քարտով։ ԱրՔա համակարգից դուրս գտնվող բանկի քարտով վճարելիս գանձվում է 1% միջնորդավճար։</p>',
      '<p>By Visa, Mastercard or ArCa card. A 1% commission applies to cards of banks outside the national card system.</p>',
      '<p>Картой Visa, Mastercard или ArCa. При оплате картой банка вне национальной системы взимается комиссия 1%.</p>',
    )),
  q(24, 'other', [], [],
    L('Որքա՞ն է տևում փաստաթղթերի ստուգումը գրանցվելիս', 'How long does the identity check take when I sign up?', 'Сколько длится проверка документов при регистрации?'),
    L(
      '<p>Մեկ աշխատանքային օր։ Տվյալները թարմացվում են ստուգումից անմիջապես հետո։</p>',
      '<p>One working day. Your details are updated as soon as the check is done.</p>',
      '<p>Один рабочий день. Данные обновляются сразу после проверки.</p>',
    )),
  q(25, 'other', [], [],
    L('Ինչպե՞ս համոզվել, որ հաղորդագրությունն իսկապես «Սևան»-ից է', 'How can I tell a message really comes from Sevan?', 'Как понять, что сообщение действительно от «Севан»?'),
    L(
      '<p>Մենք երբեք չենք խնդրում քարտի տվյալներ կամ գաղտնաբառ հաղորդագրությամբ։ Կասկածի դեպքում զանգահարեք +374 10 500010։</p>',
      '<p>We never ask for card details or passwords by message. If in doubt, call +374 10 500010.</p>',
      '<p>Мы никогда не запрашиваем данные карты или пароль в сообщениях. Если сомневаетесь, позвоните: +374 10 500010.</p>',
    )),
];
