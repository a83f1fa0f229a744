import { byDateDesc, L, type Localized } from '../../lib/content';

/**
 * The blog (public-site.md §2 "Blog", §3 "blog response"), in three languages. Categories are the
 * filter of the blog page; "business" has no posts yet (the page's empty state). Post 1 is the featured
 * top item.
 */
export const BLOG_CATEGORIES = [
  { slug: 'car', label: L('Ավտո', 'Car', 'Авто') },
  { slug: 'travel', label: L('Ճամփորդություն', 'Travel', 'Путешествия') },
  { slug: 'health', label: L('Առողջություն', 'Health', 'Здоровье') },
  { slug: 'home', label: L('Տուն և գույք', 'Home and property', 'Дом и имущество') },
  { slug: 'business', label: L('Բիզնես', 'Business', 'Бизнес') },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

export interface BlogEntry {
  id: number;
  date: string;
  category: BlogCategorySlug;
  img: string;
  slug: Localized;
  title: Localized;
  description: Localized;
  /** HTML. */
  body: Localized;
}

const POSTS: BlogEntry[] = [
  {
    id: 1,
    date: '2026-11-10',
    category: 'car',
    img: '/sim-assets/blog-car-choice.svg',
    slug: L('appa-apka-te-kasko', 'cmtpl-voluntary-mtpl-or-casco', 'osago-dsago-ili-kasko'),
    title: L(
      'ԱՊՊԱ, ԱՊԿԱ, թե ԿԱՍԿՈ. ինչպես ընտրել',
      'CMTPL, voluntary MTPL or casco: how to choose',
      'ОСАГО, ДСАГО или КАСКО: как выбрать',
    ),
    description: L(
      'ԱՊՊԱ-ն պարտադիր է, բայց այն չի ծածկում ձեր սեփական մեքենայի վնասը։ Բացատրում ենք, թե երբ է պետք ԱՊԿԱ, երբ՝ ԿԱՍԿՈ, և ինչպես չվճարել ավելորդը։',
      'CMTPL is compulsory, but it does not pay for damage to your own car. We explain when you need voluntary MTPL, when casco, and how not to overpay.',
      'ОСАГО обязательно, но не покрывает ущерб вашему автомобилю. Объясняем, когда нужно ДСАГО, когда КАСКО и как не переплатить.',
    ),
    body: L(
      '<p><strong>ԱՊՊԱ</strong>-ն հատուցում է այն վնասը, որը դուք պատճառում եք ուրիշներին։ Ձեր մեքենայի նորոգումը այն չի ծածկում։</p><p><strong>ԱՊԿԱ</strong>-ն մեծացնում է պատասխանատվության սահմանաչափը՝ 1 միլիոն դրամից և ավելի։ Այն օգտակար է, եթե հաճախ եք վարում թանկարժեք մեքենաների կողքով։</p><p><strong>ԿԱՍԿՈ</strong>-ն պաշտպանում է ձեր սեփական մեքենան վթարից, գողությունից և բնական աղետներից։ Եթե մեքենան թանկ է, դիտարկեք «Պարզապես ԿԱՍԿՈ»-ն, որը ծածկում է 1,8 միլիոն դրամը գերազանցող ծախսերը։</p>',
      '<p><strong>CMTPL</strong> pays for the damage you cause to others. It does not pay for repairs to your own car.</p><p><strong>Voluntary MTPL</strong> raises your liability limit to 1 million drams or more. It is worth having if you often drive next to expensive cars.</p><p><strong>Casco</strong> protects your own car against accidents, theft and natural disasters. If your car is costly, look at Just Casco, which covers expenses above 1.8 million drams.</p>',
      '<p><strong>ОСАГО</strong> возмещает ущерб, который вы причинили другим. Ремонт вашего автомобиля оно не покрывает.</p><p><strong>ДСАГО</strong> увеличивает лимит ответственности — от 1 млн драмов и выше. Оно полезно, если вы часто ездите рядом с дорогими машинами.</p><p><strong>КАСКО</strong> защищает ваш автомобиль от аварий, угона и стихийных бедствий. Если машина дорогая, присмотритесь к «Просто КАСКО»: оно покрывает расходы свыше 1,8 млн драмов.</p>',
    ),
  },
  {
    id: 2,
    date: '2026-11-02',
    category: 'car',
    img: '/sim-assets/blog-winter.svg',
    slug: L('dzmerayin-varum', 'winter-driving-checklist', 'zimnee-vozhdenie-chek-list'),
    title: L('Ձմեռային վարում. ստուգաթերթ', 'Winter driving: a checklist', 'Зимнее вождение: чек-лист'),
    description: L(
      'Ձմեռային անվադողեր, հակասառիչ, լիցքավորված մարտկոց և լրացուցիչ տաք հագուստ. ինչ ստուգել մինչև Սևանի լեռնանցք կամ Ջաջուռ մեկնելը։',
      'Winter tyres, antifreeze, a charged battery and warm clothes in the boot: what to check before you drive over the Sevan or Jajur pass.',
      'Зимняя резина, антифриз, заряженный аккумулятор и тёплая одежда в багажнике: что проверить перед поездкой через Севанский или Джаджурский перевал.',
    ),
    body: L(
      '<ul><li>Փոխեք անվադողերը, երբ ջերմաստիճանը իջնում է 7 աստիճանից։</li><li>Ստուգեք մարտկոցը և հակասառիչը։</li><li>Նախքան լեռնանցք մեկնելը ստուգեք ճանապարհների վիճակը։</li></ul><p>Եթե խրվել եք ձյան մեջ, զանգահարեք մեր ճանապարհային օգնության ծառայությանը՝ +374 10 500010։</p>',
      '<ul><li>Change to winter tyres once it drops below 7 degrees.</li><li>Check the battery and the antifreeze.</li><li>Check the road conditions before you set off over a pass.</li></ul><p>Stuck in the snow? Call our roadside assistance on +374 10 500010.</p>',
      '<ul><li>Меняйте резину, когда температура опускается ниже 7 градусов.</li><li>Проверьте аккумулятор и антифриз.</li><li>Перед поездкой через перевал узнайте состояние дорог.</li></ul><p>Застряли в снегу? Звоните в нашу службу помощи на дороге: +374 10 500010.</p>',
    ),
  },
  {
    id: 3,
    date: '2026-10-21',
    category: 'travel',
    img: '/sim-assets/blog-travel-check.svg',
    slug: L('hing-ban-champordutyunic-araj', 'five-things-before-you-travel', 'pyat-veshchej-pered-poezdkoj'),
    title: L(
      'Հինգ բան, որ պետք է ստուգել ճամփորդությունից առաջ',
      'Five things to check before you travel',
      'Пять вещей, которые стоит проверить перед поездкой',
    ),
    description: L(
      'Անձնագրի ժամկետը, վիզան, ապահովագրության սահմանաչափը, դեղերը և աջակցման կենտրոնի հեռախոսահամարը. կարճ ցուցակ, որը կխնայի ձեր արձակուրդը։',
      'Passport expiry, visa, cover limits, medicines and the assistance number: a short list that can save your holiday.',
      'Срок паспорта, виза, лимит страховки, лекарства и номер центра поддержки: короткий список, который спасёт ваш отпуск.',
    ),
    body: L(
      '<ol><li>Անձնագիրը պետք է վավեր լինի վերադարձից հետո առնվազն վեց ամիս։</li><li>Ստուգեք՝ արդյոք երկիրը վիզա է պահանջում։</li><li>Շենգենյան երկրների համար սահմանաչափը պետք է լինի առնվազն 30 000 եվրո։</li><li>Վերցրեք դեղատոմսերի պատճենները։</li><li>Պահեք աջակցման կենտրոնի համարը։</li></ol>',
      '<ol><li>Your passport must be valid for at least six months after you return.</li><li>Check whether the country needs a visa.</li><li>For Schengen countries the cover limit must be at least 30,000 euros.</li><li>Take copies of your prescriptions.</li><li>Keep the assistance centre’s number at hand.</li></ol>',
      '<ol><li>Паспорт должен быть действителен не менее шести месяцев после возвращения.</li><li>Проверьте, нужна ли в страну виза.</li><li>Для стран Шенгена лимит покрытия — не менее 30 000 евро.</li><li>Возьмите копии рецептов.</li><li>Сохраните номер центра поддержки.</li></ol>',
    ),
  },
  {
    id: 4,
    date: '2026-09-12',
    category: 'health',
    img: '/sim-assets/blog-checkup.svg',
    slug: L('taregan-bzhshkakan-stugum', 'why-a-yearly-check-up-pays-off', 'zachem-ezhegodnyj-chekap'),
    title: L(
      'Ինչու է տարեկան բժշկական ստուգումն արդարացված',
      'Why a yearly check-up pays off',
      'Почему ежегодный чекап окупается',
    ),
    description: L(
      'Շատ հիվանդություններ սկզբում ախտանիշներ չեն տալիս։ Տարեկան ստուգումն օգնում է դրանք վաղ հայտնաբերել, իսկ ապահովագրությունը նվազեցնում է ծախսը։',
      'Many illnesses show no symptoms at first. A yearly check-up finds them early, and insurance keeps the cost down.',
      'Многие болезни поначалу протекают без симптомов. Ежегодный чекап помогает выявить их рано, а страховка снижает расходы.',
    ),
    body: L(
      '<p>«Բժշկական ստուգում» ծրագիրը ներառում է թերապևտի խորհրդատվություն, արյան և մեզի հետազոտություններ և էլեկտրասրտագրություն։ «Պլյուս» տարբերակն ավելացնում է նեղ մասնագետների այցերը։</p>',
      '<p>The Medical check-up programme includes a GP visit, blood and urine tests and an ECG. The Plus version adds visits to specialists.</p>',
      '<p>Программа «Медицинский чекап» включает консультацию терапевта, анализы крови и мочи и ЭКГ. Версия «Плюс» добавляет визиты к узким специалистам.</p>',
    ),
  },
  {
    id: 5,
    date: '2026-08-28',
    category: 'home',
    img: '/sim-assets/blog-water.svg',
    slug: L('jri-vnas-bnakaranum', 'protect-your-flat-from-water-damage', 'zashchita-kvartiry-ot-protechek'),
    title: L(
      'Ինչպես պաշտպանել բնակարանը ջրի վնասից',
      'How to protect your flat from water damage',
      'Как защитить квартиру от протечек',
    ),
    description: L(
      'Ջրի արտահոսքը բնակարանային պատահարների ամենատարածված պատճառն է։ Մի քանի պարզ քայլ կօգնի խուսափել վնասից, իսկ ապահովագրությունը՝ ծախսերից։',
      'Water leaks are the most common cause of home claims. A few simple steps help you avoid the damage, and insurance covers the cost.',
      'Протечки — самая частая причина страховых случаев с квартирами. Несколько простых шагов помогут избежать ущерба, а страховка — расходов.',
    ),
    body: L(
      '<ul><li>Երկար բացակայելիս փակեք ջրի ծորակը։</li><li>Տարին մեկ անգամ ստուգեք լվացքի մեքենայի խողովակները։</li><li>Տեղադրեք արտահոսքի սենսոր։</li></ul><p>Եթե ջուրը հոսել է հարևանների մոտ, պատասխանատվության ապահովագրությունը կհատուցի նրանց վնասը։</p>',
      '<ul><li>Turn off the water when you are away for long.</li><li>Check the washing machine hoses once a year.</li><li>Fit a leak sensor.</li></ul><p>If the water reached your neighbours, liability cover pays for their damage.</p>',
      '<ul><li>Перекрывайте воду, когда уезжаете надолго.</li><li>Раз в год проверяйте шланги стиральной машины.</li><li>Установите датчик протечки.</li></ul><p>Если вода дошла до соседей, страхование ответственности возместит их ущерб.</p>',
    ),
  },
  {
    id: 6,
    date: '2026-07-03',
    category: 'travel',
    img: '/sim-assets/blog-family.svg',
    slug: L('champordutyun-erexaneri-het', 'travelling-with-children', 'puteshestvie-s-detmi'),
    title: L(
      'Ճամփորդություն երեխաների հետ. ապահովագրական խորհուրդներ',
      'Travelling with children: insurance tips',
      'Путешествие с детьми: советы по страховке',
    ),
    description: L(
      'Երեխաների համար ճանապարհորդական ապահովագրությունն ավելի էժան է, բայց կան մանրամասներ, որոնց մասին պետք է իմանալ նախքան պայմանագիր կնքելը։',
      'Travel cover for children costs less, but there are details worth knowing before you buy the policy.',
      'Страховка для детей стоит дешевле, но есть детали, которые стоит знать до покупки полиса.',
    ),
    body: L(
      '<p>Մինչև 2 տարեկան երեխաները կարող են ապահովագրվել ծնողի պայմանագրով։ Ընտանեկան փաթեթը ձեռնտու է երեք և ավելի ճամփորդների համար։</p>',
      '<p>Children under 2 can travel on a parent’s policy. The family package pays off for three or more travellers.</p>',
      '<p>Дети до 2 лет могут быть застрахованы по полису родителя. Семейный пакет выгоден для трёх и более путешественников.</p>',
    ),
  },
  {
    id: 7,
    date: '2026-05-19',
    category: 'health',
    img: '/sim-assets/blog-dentist.svg',
    slug: L('atamnabuyzh-ev-apahovagrutyun', 'health-insurance-at-the-dentist', 'strahovka-u-stomatologa'),
    title: L(
      'Ինչ է ծածկում առողջության ապահովագրությունը ատամնաբույժի մոտ',
      'What health insurance covers at the dentist',
      'Что покрывает медстраховка у стоматолога',
    ),
    description: L(
      'Շտապ ատամնաբուժական օգնությունը ներառված է, իսկ գեղագիտական բուժումը՝ ոչ։ Պարզաբանում ենք, թե որ ծառայությունների համար կստանաք հատուցում։',
      'Emergency dental care is included, cosmetic work is not. We explain which treatments are paid for.',
      'Экстренная стоматологическая помощь включена, эстетическое лечение — нет. Разбираемся, за что положена выплата.',
    ),
    body: L(
      '<p>Պայմանագիրը ծածկում է ցավազրկումը, ատամի հեռացումը և ժամանակավոր լիցքը։ Պսակներն ու սպիտակեցումը չեն ծածկվում։</p>',
      '<p>The policy covers pain relief, extractions and temporary fillings. Crowns and whitening are not covered.</p>',
      '<p>Полис покрывает обезболивание, удаление зуба и временную пломбу. Коронки и отбеливание не покрываются.</p>',
    ),
  },
  {
    id: 8,
    date: '2026-04-07',
    category: 'home',
    img: '/sim-assets/blog-neighbours.svg',
    slug: L('harevani-bnakarany', 'does-home-insurance-cover-neighbours', 'pokryvaet-li-strahovka-sosedej'),
    title: L(
      'Արդյոք բնակարանի ապահովագրությունը ծածկում է հարևանի վնասը',
      'Does home insurance cover your neighbour’s flat?',
      'Покрывает ли страховка квартиры ущерб соседям?',
    ),
    description: L(
      'Հիմնական պայմանագիրը պաշտպանում է միայն ձեր գույքը։ Հարևաններին պատճառված վնասի համար անհրաժեշտ է պատասխանատվության ընդլայնում։',
      'The basic policy protects only your own property. For damage to your neighbours you need the liability extension.',
      'Базовый полис защищает только ваше имущество. Для ущерба соседям нужно расширение по ответственности.',
    ),
    body: L(
      '<p>Ընդլայնումը կարելի է ավելացնել առցանց պայմանագիր կնքելիս։ Սահմանաչափը՝ 500 000-ից մինչև 5 միլիոն դրամ։</p>',
      '<p>You can add the extension when you buy online. Limits range from 500,000 to 5 million drams.</p>',
      '<p>Расширение можно добавить при покупке онлайн. Лимит — от 500 000 до 5 млн драмов.</p>',
    ),
  },
];

/** Every post, newest first. */
export const BLOG_POSTS: readonly BlogEntry[] = POSTS.slice().sort(byDateDesc);
/** The featured top item of the blog page. */
export const BLOG_TOP_ID = 1;
