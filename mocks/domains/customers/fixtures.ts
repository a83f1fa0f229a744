import { byDateDesc, L, type Localized } from '../../lib/content';

/**
 * Customer stories (public-site.md §1 "customer stories", §2 /customers): companies of the home page's
 * clients block and how their insurance worked for them. Fictional companies, three languages.
 */
export interface CustomerStoryEntry {
  id: number;
  date: string;
  logo: string;
  img: string;
  slug: Localized;
  company: Localized;
  industry: Localized;
  title: Localized;
  description: Localized;
  /** HTML. */
  body: Localized;
  quote: { text: Localized; author: Localized; position: Localized };
  /** The covers the customer has: links to service groups (public-site.md §2 group ids). */
  services: Array<{ title: Localized; link: string }>;
}

const STORIES: CustomerStoryEntry[] = [
  {
    id: 1,
    date: '2026-10-05',
    logo: '/sim-assets/client-garni.svg',
    img: '/sim-assets/story-cargo.svg',
    slug: L('garni-lojistiqs', 'garni-logistics', 'garni-logistiks'),
    company: L('Գառնի Լոջիստիքս', 'Garni Logistics', 'Гарни Логистикс'),
    industry: L('Բեռնափոխադրումներ', 'Freight transport', 'Грузоперевозки'),
    title: L(
      'Բեռը վնասվեց Լարսում, հատուցումը ստացանք 6 օրում',
      'Cargo damaged at Upper Lars, paid in 6 days',
      'Груз повреждён на Верхнем Ларсе — выплата за 6 дней',
    ),
    description: L(
      'Ձմռանը Լարսի անցակետում սառնարանային կցորդի անսարքության պատճառով փչացավ 18 տոննա միրգ։ Ահա թե ինչպես աշխատեց բեռների ապահովագրությունը։',
      'In winter a refrigerated trailer broke down at the Upper Lars checkpoint and 18 tonnes of fruit spoiled. This is how cargo insurance worked.',
      'Зимой на КПП Верхний Ларс сломался рефрижератор, и 18 тонн фруктов испортились. Вот как сработало страхование грузов.',
    ),
    body: L(
      '<p>«Գառնի Լոջիստիքս»-ը տարեկան կատարում է ավելի քան 2 000 միջազգային փոխադրում։ Բոլոր բեռներն ապահովագրված են մեկ բաց պայմանագրով։</p><p>Պատահարից հետո ընկերությունը դիմումն ուղարկեց առցանց, իսկ մեր փորձագետը վնասը գնահատեց հաջորդ օրը։ Հատուցումը վճարվեց վեց աշխատանքային օրում։</p>',
      '<p>Garni Logistics runs more than 2,000 international trips a year. Every load is insured under one open cover contract.</p><p>After the incident the company filed the claim online and our surveyor assessed the loss the next day. The claim was paid in six working days.</p>',
      '<p>«Гарни Логистикс» выполняет более 2 000 международных рейсов в год. Все грузы застрахованы по одному генеральному договору.</p><p>После происшествия компания подала заявление онлайн, а наш эксперт оценил ущерб на следующий день. Возмещение выплачено за шесть рабочих дней.</p>',
    ),
    quote: {
      text: L(
        'Մենք չկորցրինք ո՛չ հաճախորդին, ո՛չ գումարը։ Այժմ ապահովագրում ենք նաև մեր ավտոպարկը։',
        'We lost neither the client nor the money. Now we insure our fleet with Sevan too.',
        'Мы не потеряли ни клиента, ни деньги. Теперь мы страхуем в «Севан» и автопарк.',
      ),
      author: L('Արմեն Սարգսյան', 'Armen Sargsyan', 'Армен Саргсян'),
      position: L('գործադիր տնօրեն', 'Chief executive', 'генеральный директор'),
    },
    services: [
      { title: L('Բեռների ապահովագրություն', 'Cargo insurance', 'Страхование грузов'), link: '/services/corporate/15' },
      { title: L('Ավտոպարկի ապահովագրություն', 'Fleet insurance', 'Страхование автопарка'), link: '/services/corporate/20' },
    ],
  },
  {
    id: 2,
    date: '2026-08-19',
    logo: '/sim-assets/client-dilijan.svg',
    img: '/sim-assets/story-health.svg',
    slug: L('dilijan-teq', 'dilijan-tech', 'dilizhan-tek'),
    company: L('Դիլիջան Թեք', 'Dilijan Tech', 'Дилижан Тек'),
    industry: L('Տեղեկատվական տեխնոլոգիաներ', 'Information technology', 'Информационные технологии'),
    title: L(
      '240 աշխատակից, մեկ բժշկական ծրագիր',
      '240 employees, one health plan',
      '240 сотрудников — одна медицинская программа',
    ),
    description: L(
      'ՏՏ ընկերությունն իր աշխատակիցների համար ընտրեց կորպորատիվ բժշկական ապահովագրություն և տարեկան ստուգում։ Մեկ տարի անց հիվանդության պատճառով բացակայությունները կրճատվեցին։',
      'The software company chose corporate health insurance and a yearly check-up for its staff. A year later, sick days were down.',
      'ИТ-компания выбрала для сотрудников корпоративное медицинское страхование и ежегодный чекап. Через год больничных стало меньше.',
    ),
    body: L(
      '<p>Ծրագիրը ներառում է ամբուլատոր և հիվանդանոցային բուժում, ատամնաբուժական շտապ օգնություն և տարեկան ստուգում։ Աշխատակիցները բժշկի այցը պատվիրում են բջջային հավելվածից։</p>',
      '<p>The plan covers outpatient and hospital care, emergency dental care and a yearly check-up. Staff book doctor visits in the mobile app.</p>',
      '<p>Программа включает амбулаторное и стационарное лечение, экстренную стоматологию и ежегодный чекап. Сотрудники записываются к врачу через мобильное приложение.</p>',
    ),
    quote: {
      text: L(
        'Աշխատակիցները հիմա բժշկի են գնում ժամանակին, ոչ թե երբ արդեն ուշ է։',
        'Our people now see a doctor in time, not when it is already too late.',
        'Сотрудники теперь идут к врачу вовремя, а не когда уже поздно.',
      ),
      author: L('Լիլիթ Հովհաննիսյան', 'Lilit Hovhannisyan', 'Лилит Оганнисян'),
      position: L('մարդկային ռեսուրսների ղեկավար', 'Head of people', 'руководитель отдела персонала'),
    },
    services: [{ title: L('Աշխատակիցների առողջություն', 'Employee health', 'Здоровье сотрудников'), link: '/services/corporate/21' }],
  },
  {
    id: 3,
    date: '2026-06-11',
    logo: '/sim-assets/client-aragats.svg',
    img: '/sim-assets/story-construction.svg',
    slug: L('aragats-shin', 'aragats-build', 'aragac-stroj'),
    company: L('Արագած Շին', 'Aragats Build', 'Арагац Строй'),
    industry: L('Շինարարություն', 'Construction', 'Строительство'),
    title: L(
      'Փոթորիկը վնասեց շինհրապարակը, շինարարությունը չկանգնեց',
      'A storm hit the site, the build did not stop',
      'Буря повредила стройплощадку, но стройка не остановилась',
    ),
    description: L(
      'Ապրիլյան փոթորիկը Աշտարակում քանդեց կառուցվող շենքի փայտամածը։ Շինմոնտաժային ռիսկերի ապահովագրությունը ծածկեց վերականգնումը և պարապուրդը։',
      'An April storm in Ashtarak brought down the scaffolding of a building under construction. Construction all-risks cover paid for the repairs and the downtime.',
      'Апрельская буря в Аштараке обрушила леса строящегося дома. Страхование строительно-монтажных рисков покрыло восстановление и простой.',
    ),
    body: L(
      '<p>Վնասը գնահատվեց 38 միլիոն դրամ։ Հատուցումը ներառեց փայտամածի վերականգնումը, վնասված նյութերը և տեխնիկայի պարապուրդը։</p>',
      '<p>The loss came to 38 million drams. The claim covered the new scaffolding, the damaged materials and the idle machinery.</p>',
      '<p>Ущерб составил 38 млн драмов. Выплата покрыла новые леса, повреждённые материалы и простой техники.</p>',
    ),
    quote: {
      text: L(
        'Երկու շաբաթ անց արդեն աշխատում էինք։ Առանց ապահովագրության դա կտևեր ամիսներ։',
        'Two weeks later we were back at work. Without insurance it would have taken months.',
        'Через две недели мы уже работали. Без страховки это заняло бы месяцы.',
      ),
      author: L('Գագիկ Մկրտչյան', 'Gagik Mkrtchyan', 'Гагик Мкртчян'),
      position: L('նախագծի ղեկավար', 'Project manager', 'руководитель проекта'),
    },
    services: [
      { title: L('Շինարարական ռիսկեր', 'Construction risks', 'Строительные риски'), link: '/services/corporate/16' },
      { title: L('Պատասխանատվության ապահովագրություն', 'Liability insurance', 'Страхование ответственности'), link: '/services/corporate/17' },
    ],
  },
  {
    id: 4,
    date: '2026-03-24',
    logo: '/sim-assets/client-ararat.svg',
    img: '/sim-assets/story-property.svg',
    slug: L('ararat-fuds', 'ararat-foods', 'ararat-fuds'),
    company: L('Արարատ Ֆուդս', 'Ararat Foods', 'Арарат Фудс'),
    industry: L('Սննդի արտադրություն', 'Food production', 'Пищевое производство'),
    title: L(
      'Գործարանի հոսանքազրկումից հետո՝ առանց կորուստների',
      'No losses after the plant lost power',
      'Без потерь после отключения электричества на заводе',
    ),
    description: L(
      'Ենթակայանի վթարի պատճառով գործարանը 30 ժամ մնաց առանց էլեկտրաէներգիայի։ Սարքավորումների և գործունեության ընդհատման ապահովագրությունը փոխհատուցեց կորուստները։',
      'A substation failure left the plant without power for 30 hours. Equipment breakdown and business interruption cover made up the losses.',
      'Из-за аварии на подстанции завод 30 часов простоял без электричества. Страхование оборудования и перерыва в деятельности возместило потери.',
    ),
    body: L(
      '<p>Հոսանքի կտրուկ անջատումը վնասեց երկու փաթեթավորման գիծ։ Ապահովագրությունը ծածկեց գծերի նորոգումը և 30 ժամվա չստացված եկամուտը։</p>',
      '<p>The sudden outage damaged two packing lines. The cover paid for their repair and for the income lost over 30 hours.</p>',
      '<p>Резкое отключение повредило две упаковочные линии. Страховка покрыла их ремонт и недополученный за 30 часов доход.</p>',
    ),
    quote: {
      text: L(
        '«Սևան»-ի փորձագետը գործարանում էր նույն օրը։',
        'Sevan’s surveyor was at the plant the same day.',
        'Эксперт «Севан» был на заводе в тот же день.',
      ),
      author: L('Նարինե Պետրոսյան', 'Narine Petrosyan', 'Нарине Петросян'),
      position: L('ֆինանսական տնօրեն', 'Finance director', 'финансовый директор'),
    },
    services: [{ title: L('Ձեռնարկության գույք', 'Business property', 'Имущество предприятий'), link: '/services/corporate/23' }],
  },
];

/** Every story, newest first. */
export const CUSTOMER_STORIES: readonly CustomerStoryEntry[] = STORIES.slice().sort(byDateDesc);
