import { byDateDesc, L, type Localized } from '../../lib/content';

/**
 * News and videos of the public site, in three languages (public-site.md §3 "news item"). One list for
 * /news-and-videos/, /news/, /news/details/, the home page's news block and the blog's news and videos.
 * Entries with a `videoUrl` are videos. Slugs differ per language; every slug is unique in the list.
 *
 * Entry 7 carries hostile HTML on purpose (a script, an onerror handler, a javascript: link), as a
 * careless CMS paste would: the app must render it inert (SafeHtml). e2e/flows/content-safety.spec.ts
 * checks it.
 */
export interface NewsEntry {
  id: number;
  /** ISO date of publication. */
  date: string;
  /** Shown in the home page's news slider. */
  featured: boolean;
  img: string;
  slug: Localized;
  title: Localized;
  description: Localized;
  /** HTML. */
  body: Localized;
  /** Videos only: the video's page, and the poster shown until the visitor presses play. */
  videoUrl?: string;
  poster?: string;
}

const ARTICLES: NewsEntry[] = [
  {
    id: 1,
    date: '2026-11-18',
    featured: true,
    img: '/sim-assets/news-appa.svg',
    slug: L('appa-paymanagir-arcanc', 'cmtpl-online-24-7', 'osago-onlajn-kruglosutochno'),
    title: L(
      'ԱՊՊԱ պայմանագիրն այժմ հասանելի է առցանց՝ շուրջօրյա',
      'CMTPL policies are now available online 24/7',
      'Полис ОСАГО теперь можно оформить онлайн круглосуточно',
    ),
    description: L(
      'Նոյեմբերից «Սևան»-ի հաճախորդները կարող են ԱՊՊԱ պայմանագիր կնքել կայքում կամ բջջային հավելվածում օրվա ցանկացած ժամի՝ առանց գրասենյակ այցելելու և թղթային փաստաթղթերի։',
      'Since November, Sevan customers can buy a CMTPL policy on the website or in the mobile app at any time of day, without visiting an office or filling in paper forms.',
      'С ноября клиенты «Севан» могут оформить полис ОСАГО на сайте или в мобильном приложении в любое время суток, без визита в офис и бумажных документов.',
    ),
    body: L(
      '<p>Պայմանագիր կնքելու համար բավական է մուտքագրել ավտոմեքենայի պետհամարանիշը և սեփականատիրոջ անձնական համարը։ Համակարգը ինքնաշխատ կհաշվի ապահովագրավճարը՝ հաշվի առնելով բոնուս-մալուս դասը։</p><p>Վճարել կարող եք ցանկացած բանկային քարտով։ Պայմանագիրը կուղարկվի ձեր էլ. փոստին վճարումից անմիջապես հետո։</p><ul><li>Պայմանագիրը ուժի մեջ է մտնում նշված օրվանից։</li><li>Քարտը կարող եք պահպանել հաջորդ գնումների համար։</li></ul>',
      '<p>All you need is the car’s plate number and the owner’s personal ID. The system works out the premium, taking your bonus-malus class into account.</p><p>You can pay with any bank card. The policy is e-mailed to you as soon as the payment goes through.</p><ul><li>The policy is in force from the date you choose.</li><li>You can save the card for your next purchases.</li></ul>',
      '<p>Для оформления достаточно ввести госномер автомобиля и личный номер владельца. Система сама рассчитает премию с учётом класса бонус-малус.</p><p>Оплатить можно любой банковской картой. Полис придёт на электронную почту сразу после оплаты.</p><ul><li>Полис действует с выбранной вами даты.</li><li>Карту можно сохранить для следующих покупок.</li></ul>',
    ),
  },
  {
    id: 2,
    date: '2026-10-27',
    featured: true,
    img: '/sim-assets/news-branch.svg',
    slug: L('nor-masnachyugh-gyumrium', 'new-branch-gyumri', 'novyj-filial-v-gyumri'),
    title: L('Նոր մասնաճյուղ Գյումրիում', 'New branch opens in Gyumri', 'Новый филиал в Гюмри'),
    description: L(
      'Հոկտեմբերի 27-ին Գյումրիի Վարդանանց հրապարակում բացվեց «Սևան»-ի տասներկուերորդ մասնաճյուղը։ Այստեղ կարող եք կնքել պայմանագրեր, ներկայացնել հատուցման դիմումներ և ստանալ խորհրդատվություն։',
      'On 27 October Sevan opened its twelfth branch on Vardanants Square in Gyumri. Customers can sign contracts, file claims and get advice there six days a week.',
      '27 октября на площади Вардананц в Гюмри открылся двенадцатый филиал «Севан». Здесь можно заключить договор, подать заявление на выплату и получить консультацию.',
    ),
    body: L(
      '<p>Մասնաճյուղը աշխատում է երկուշաբթիից շաբաթ՝ ժամը 09:00-ից 18:00-ն։ Հասցեն՝ Գյումրի, Վարդանանց հրապարակ 5։</p><p>Շիրակի մարզի հաճախորդներն այլևս կարիք չունեն մեկնելու Երևան՝ հատուցման փաստաթղթերը ներկայացնելու համար։</p>',
      '<p>The branch is open Monday to Saturday from 09:00 to 18:00 at 5 Vardanants Square, Gyumri.</p><p>Customers in the Shirak region no longer need to travel to Yerevan to hand in claim documents.</p>',
      '<p>Филиал работает с понедельника по субботу с 09:00 до 18:00 по адресу: Гюмри, площадь Вардананц, 5.</p><p>Клиентам из Ширакской области больше не нужно ехать в Ереван, чтобы подать документы на выплату.</p>',
    ),
  },
  {
    id: 3,
    date: '2026-09-30',
    featured: true,
    img: '/sim-assets/news-pets.svg',
    slug: L('yntani-kendanineri-apahovagrutyun', 'pets-insurance-launch', 'strahovanie-domashnih-zhivotnyh'),
    title: L('Ընտանի կենդանիների ապահովագրություն', 'Pets insurance is here', 'Страхование домашних животных'),
    description: L(
      'Սեպտեմբերից կարող եք ապահովագրել 2 ամսականից մինչև 8 տարեկան կատուներին և շներին։ Պայմանագիրը ծածկում է անասնաբուժական զննումները, բուժումը և վիրահատությունները։',
      'From September you can insure cats and dogs aged 2 months to 8 years. The policy covers vet visits, treatment and surgery at partner clinics across Yerevan.',
      'С сентября можно застраховать кошек и собак в возрасте от 2 месяцев до 8 лет. Полис покрывает осмотры, лечение и операции в ветеринарных клиниках-партнёрах.',
    ),
    body: L(
      '<p>Պայմանագիրը կնքվում է մեկ տարով։ Անհրաժեշտ է միայն կենդանու անձնագիրը և պատվաստումների մասին տեղեկանքը։</p><p>Գործընկեր անասնաբուժական կլինիկաների ցանկը հասանելի է մեր կայքում։</p>',
      '<p>The policy runs for one year. All you need is the pet’s passport and its vaccination record.</p><p>The list of partner vet clinics is on our website.</p>',
      '<p>Договор заключается на один год. Нужны только паспорт животного и справка о прививках.</p><p>Список ветеринарных клиник-партнёров опубликован на нашем сайте.</p>',
    ),
  },
  {
    id: 4,
    date: '2026-08-14',
    featured: false,
    img: '/sim-assets/news-reinsurance.svg',
    slug: L('veraapahovagrakan-tsragir-2026', 'reinsurance-programme-2026', 'programma-perestrahovaniya-2026'),
    title: L(
      'Վերաապահովագրական ծրագիրը թարմացվել է 2026–2027 թվականների համար',
      'Reinsurance programme renewed for 2026–2027',
      'Программа перестрахования обновлена на 2026–2027 годы',
    ),
    description: L(
      'Ընկերությունը թարմացրել է 2026–2027 թվականների վերաապահովագրական ծրագիրը։ Գույքի և բեռների խոշոր ռիսկերն այժմ վերաապահովագրված են A+ վարկանիշ ունեցող միջազգային գործընկերների մոտ։',
      'Sevan has renewed its reinsurance programme for 2026–2027. Large property and cargo risks are now placed with international partners rated A+ by AM Best.',
      'Компания обновила программу перестрахования на 2026–2027 годы. Крупные имущественные и грузовые риски размещены у международных партнёров с рейтингом A+ по AM Best.',
    ),
    body: L(
      '<p>Ծրագրում ընդգրկված են չորս վերաապահովագրողներ։ Սա թույլ է տալիս ապահովագրել մինչև 15 միլիարդ դրամ արժեքով գույք մեկ պայմանագրով։</p>',
      '<p>Four reinsurers take part in the programme. This lets us insure property worth up to 15 billion drams under a single contract.</p>',
      '<p>В программе участвуют четыре перестраховщика. Это позволяет страховать имущество стоимостью до 15 млрд драмов по одному договору.</p>',
    ),
  },
  {
    id: 5,
    date: '2026-06-02',
    featured: true,
    img: '/sim-assets/news-travel.svg',
    slug: L('amarayin-champordutyunner', 'worry-free-summer-travel', 'letnie-puteshestviya-bez-zabot'),
    title: L('Ամառային ճամփորդություններ՝ առանց անհանգստության', 'Worry-free summer travel', 'Летние путешествия без забот'),
    description: L(
      'Ամառային արձակուրդից առաջ հիշեցնում ենք. ճանապարհորդական ապահովագրությունը կարող եք ձեռք բերել առցանց՝ ընտրելով օրական կամ փաթեթային տարբերակը, իսկ շուրջօրյա աջակցման կենտրոնը կօգնի ցանկացած երկրում։',
      'Before your summer holiday, remember that travel insurance can be bought online as a daily or package plan, and our 24/7 assistance centre will help you in any country.',
      'Перед летним отпуском напоминаем: страховку путешественника можно купить онлайн, выбрав посуточный или пакетный вариант, а круглосуточный центр поддержки поможет в любой стране.',
    ),
    body: L(
      '<p>Ապահովագրությունը ծածկում է բժշկական ծախսերը, ուղեբեռի կորուստը և չվերթի ուշացումը։ Վրաստան մեկնողների համար գործում է պարզեցված տարբերակ։</p><p>Պահեք աջակցման կենտրոնի հեռախոսահամարը ձեր հեռախոսում՝ +374 10 500010։</p>',
      '<p>The policy covers medical costs, lost luggage and flight delays. A simplified plan is available for trips to Georgia.</p><p>Keep the assistance centre’s number in your phone: +374 10 500010.</p>',
      '<p>Страховка покрывает медицинские расходы, потерю багажа и задержку рейса. Для поездок в Грузию действует упрощённый вариант.</p><p>Сохраните номер центра поддержки в телефоне: +374 10 500010.</p>',
    ),
  },
  {
    id: 6,
    date: '2026-03-11',
    featured: false,
    img: '/sim-assets/news-health.svg',
    slug: L('bzhshkakan-apahovagrutyan-45000-hachakhord', '45000-medical-customers', '45000-klientov-medicinskogo-strahovaniya'),
    title: L(
      'Բժշկական ապահովագրության 45 000 հաճախորդ',
      '45,000 medical insurance customers',
      '45 000 клиентов медицинского страхования',
    ),
    description: L(
      'Մարտին «Սևան»-ի բժշկական ապահովագրության հաճախորդների թիվը գերազանցեց 45 000-ը։ Շնորհակալություն վստահության համար. այս տարի կընդլայնենք գործընկեր կլինիկաների ցանկը Երևանում և մարզերում։',
      'In March the number of Sevan medical insurance customers passed 45,000. Thank you for your trust: this year we are adding more partner clinics in Yerevan and the regions.',
      'В марте число клиентов медицинского страхования «Севан» превысило 45 000. Спасибо за доверие: в этом году мы расширим список клиник-партнёров в Ереване и регионах.',
    ),
    body: L(
      '<p>Այս տարի գործընկեր կլինիկաների ցանկին կավելանա ևս 14 բժշկական կենտրոն, այդ թվում՝ Վանաձորում, Կապանում և Իջևանում։</p>',
      '<p>This year 14 more medical centres join our partner network, including clinics in Vanadzor, Kapan and Ijevan.</p>',
      '<p>В этом году к сети клиник-партнёров присоединятся ещё 14 медицинских центров, в том числе в Ванадзоре, Капане и Иджеване.</p>',
    ),
  },
  {
    id: 7,
    date: '2026-02-16',
    featured: false,
    img: '/sim-assets/news-security.svg',
    slug: L('zgushacek-keghc-haghordagrutyunnerits', 'beware-of-fake-messages', 'ostorozhno-poddelnye-soobshcheniya'),
    title: L(
      'Զգուշացեք կեղծ հաղորդագրություններից',
      'Beware of fake messages',
      'Осторожно: поддельные сообщения',
    ),
    description: L(
      'Վերջին շաբաթներին որոշ հաճախորդներ ստացել են SMS-ներ, որոնք իբր ուղարկվել են «Սևան»-ի անունից և պահանջում են քարտի տվյալներ։ Մենք երբեք չենք խնդրում քարտի տվյալներ հաղորդագրությամբ։',
      'In recent weeks some customers have received text messages that claim to come from Sevan and ask for card details. We never ask for card details by message.',
      'В последние недели некоторые клиенты получили SMS якобы от имени «Севан» с просьбой сообщить данные карты. Мы никогда не запрашиваем данные карты в сообщениях.',
    ),
    body: L(
      '<p>Եթե ստացել եք նման հաղորդագրություն, մի՛ անցեք հղումով և զանգահարեք մեզ՝ +374 10 500010։</p><script>alert("xss")</script><p><img src="/sim-assets/news-security.svg" alt="" onerror="alert(\'xss\')"> Ստուգեք, որ կայքի հասցեն սկսվում է https://-ով։</p><p><a href="javascript:alert(\'xss\')">Ստուգել ձեր պայմանագիրը</a> · <a href="/faq?category=other" onclick="alert(\'xss\')">Հաճախ տրվող հարցեր</a></p>',
      '<p>If you received such a message, do not follow its link and call us on +374 10 500010.</p><script>alert("xss")</script><p><img src="/sim-assets/news-security.svg" alt="" onerror="alert(\'xss\')"> Check that the site address starts with https://.</p><p><a href="javascript:alert(\'xss\')">Check your policy</a> · <a href="/faq?category=other" onclick="alert(\'xss\')">Frequently asked questions</a></p>',
      '<p>Если вы получили такое сообщение, не переходите по ссылке и позвоните нам: +374 10 500010.</p><script>alert("xss")</script><p><img src="/sim-assets/news-security.svg" alt="" onerror="alert(\'xss\')"> Проверьте, что адрес сайта начинается с https://.</p><p><a href="javascript:alert(\'xss\')">Проверить свой полис</a> · <a href="/faq?category=other" onclick="alert(\'xss\')">Вопросы и ответы</a></p>',
    ),
  },
  {
    id: 8,
    date: '2026-01-20',
    featured: false,
    img: '/sim-assets/news-checkup.svg',
    slug: L('bzhshkakan-stugum-plyus', 'medical-check-up-plus', 'medicinskij-chekap-plyus'),
    title: L(
      'Նոր ծրագիր՝ «Բժշկական ստուգում Պլյուս»',
      'New programme: Medical check-up Plus',
      'Новая программа «Медицинский чекап Плюс»',
    ),
    description: L(
      '«Բժշկական ստուգում Պլյուս» ծրագիրը ներառում է սրտաբանի, էնդոկրինոլոգի և ակնաբույժի խորհրդատվություններ, ինչպես նաև արյան ընդլայնված հետազոտություն։ Այն կարելի է ձեռք բերել առցանց։',
      'Medical check-up Plus adds visits to a cardiologist, an endocrinologist and an eye doctor, and an extended blood test. You can buy it online in a few minutes.',
      'Программа «Медицинский чекап Плюс» включает консультации кардиолога, эндокринолога и офтальмолога, а также расширенный анализ крови. Её можно купить онлайн.',
    ),
    body: L(
      '<p>Ստուգումը կարող եք անցնել գործընկեր կլինիկաներից որևէ մեկում՝ պայմանագիրը կնքելուց հետո մեկ տարվա ընթացքում։</p>',
      '<p>You can take the check-up at any partner clinic within a year of buying the programme.</p>',
      '<p>Пройти обследование можно в любой клинике-партнёре в течение года после покупки программы.</p>',
    ),
  },
  {
    id: 9,
    date: '2025-12-22',
    featured: false,
    img: '/sim-assets/news-holidays.svg',
    slug: L('tonakan-ashkhatanqayin-zhamer', 'holiday-opening-hours', 'prazdnichnyj-grafik-raboty'),
    title: L(
      'Մասնաճյուղերի աշխատաժամերը տոնական օրերին',
      'Branch opening hours over the holidays',
      'График работы филиалов в праздники',
    ),
    description: L(
      'Դեկտեմբերի 31-ից հունվարի 7-ը մասնաճյուղերը փակ կլինեն, սակայն շուրջօրյա աջակցման կենտրոնը և առցանց ծառայությունները կաշխատեն առանց ընդմիջման։',
      'From 31 December to 7 January our branches are closed, but the 24/7 support centre and all online services keep working without a break.',
      'С 31 декабря по 7 января филиалы не работают, но круглосуточный центр поддержки и все онлайн-услуги работают без перерыва.',
    ),
    body: L(
      '<p>Ապահովագրական պատահարի դեպքում զանգահարեք +374 10 500010 համարով։ Հատուցման դիմումը կարող եք ներկայացնել նաև անձնական էջից։</p>',
      '<p>If something happens, call +374 10 500010. You can also file a claim from your personal page.</p>',
      '<p>При страховом случае звоните по номеру +374 10 500010. Заявление на выплату можно подать и из личного кабинета.</p>',
    ),
  },
  {
    id: 10,
    date: '2025-11-05',
    featured: false,
    img: '/sim-assets/news-results.svg',
    slug: L('innamsyaki-ardyunqner-2025', 'nine-month-results-2025', 'itogi-devyati-mesyacev-2025'),
    title: L(
      '2025 թվականի ինն ամիսների արդյունքները',
      'Results for the first nine months of 2025',
      'Итоги девяти месяцев 2025 года',
    ),
    description: L(
      'Ինն ամիսներին ընկերությունը հավաքագրել է 9,2 միլիարդ դրամի ապահովագրավճար և վճարել 4,1 միլիարդ դրամի հատուցում։ Պայմանագրերի թիվն աճել է 18 տոկոսով։',
      'In nine months the company collected 9.2 billion drams in premiums and paid 4.1 billion drams in claims. The number of contracts grew by 18 per cent.',
      'За девять месяцев компания собрала 9,2 млрд драмов страховых премий и выплатила 4,1 млрд драмов возмещений. Число договоров выросло на 18 процентов.',
    ),
    body: L(
      '<p>Աճի հիմնական մասը բաժին է ընկնում առցանց վաճառքներին, որոնք կազմել են բոլոր նոր պայմանագրերի 41 տոկոսը։</p>',
      '<p>Most of the growth came from online sales, which made up 41 per cent of all new contracts.</p>',
      '<p>Основной рост обеспечили онлайн-продажи: на них пришёлся 41 процент всех новых договоров.</p>',
    ),
  },
  {
    id: 11,
    date: '2025-09-15',
    featured: false,
    img: '/sim-assets/news-home.svg',
    slug: L('bnakarani-apahovagrutyun-arcanc', 'home-insurance-online', 'strahovanie-kvartiry-onlajn'),
    title: L(
      'Բնակարանի ապահովագրությունն այժմ առցանց է',
      'Home insurance is now online',
      'Страхование квартиры теперь онлайн',
    ),
    description: L(
      'Բնակարանի և տան ապահովագրության պայմանագիրը կարող եք կնքել առցանց՝ 6 ամսով կամ 1 տարով։ Պայմանագիրն ուժի մեջ է մտնում կնքելուց հետո 7-րդ օրը։',
      'You can now insure your flat or house online for 6 months or a year. The policy comes into force on the 7th day after you buy it.',
      'Договор страхования квартиры или дома теперь можно заключить онлайн на 6 месяцев или на год. Он вступает в силу на 7-й день после заключения.',
    ),
    body: L(
      '<p>Ապահովագրությունը ծածկում է հրդեհը, ջրի արտահոսքը, գողությունը և բնական աղետները։ Կարող եք ապահովագրել նաև հարևաններին պատճառված վնասը։</p>',
      '<p>The policy covers fire, water leaks, theft and natural disasters. You can also cover damage you cause to your neighbours.</p>',
      '<p>Страховка покрывает пожар, протечки, кражу и стихийные бедствия. Можно также застраховать ущерб, причинённый соседям.</p>',
    ),
  },
  {
    id: 12,
    date: '2025-07-01',
    featured: false,
    img: '/sim-assets/news-cards.svg',
    slug: L('vcharum-cankacac-qartov', 'pay-with-any-card', 'oplata-lyuboj-kartoj'),
    title: L(
      'Վճարեք ցանկացած բանկային քարտով',
      'Pay with any bank card',
      'Оплачивайте любой банковской картой',
    ),
    description: L(
      'Առցանց գնումների համար այժմ ընդունվում են Visa, Mastercard և ԱրՔա քարտեր։ ԱրՔա համակարգից դուրս գտնվող բանկերի քարտերով վճարելիս գանձվում է 1 տոկոս միջնորդավճար։',
      'Online purchases now accept Visa, Mastercard and ArCa cards. A 1% commission applies when you pay with a card from a bank outside the national card system.',
      'Для онлайн-покупок теперь принимаются карты Visa, Mastercard и ArCa. При оплате картой банка вне национальной платёжной системы взимается комиссия 1 процент.',
    ),
    body: L(
      '<p>Քարտը կարող եք պահպանել անձնական էջում և հաջորդ անգամ վճարել մեկ սեղմումով։</p>',
      '<p>Save your card on your personal page and pay with one click next time.</p>',
      '<p>Карту можно сохранить в личном кабинете и в следующий раз платить в один клик.</p>',
    ),
  },
];

const VIDEOS: NewsEntry[] = [
  {
    id: 101,
    date: '2026-10-10',
    featured: false,
    img: '/sim-assets/video-appa.svg',
    poster: '/sim-assets/video-appa.svg',
    videoUrl: 'https://www.youtube.com/watch?v=Sv3nAppa001',
    slug: L('appa-3-ropeum-tesanyut', 'cmtpl-in-3-minutes-video', 'osago-za-3-minuty-video'),
    title: L('Ինչպես կնքել ԱՊՊԱ պայմանագիր 3 րոպեում', 'How to buy CMTPL in 3 minutes', 'Как оформить ОСАГО за 3 минуты'),
    description: L(
      'Քայլ առ քայլ ցույց ենք տալիս, թե ինչպես կնքել ԱՊՊԱ պայմանագիր կայքում և վճարել քարտով։',
      'A step-by-step guide to buying CMTPL on our website and paying by card.',
      'Пошагово показываем, как оформить ОСАГО на сайте и оплатить картой.',
    ),
    body: L('<p>Տեսանյութի տևողությունը՝ 3 րոպե։</p>', '<p>Running time: 3 minutes.</p>', '<p>Продолжительность: 3 минуты.</p>'),
  },
  {
    id: 102,
    date: '2026-07-22',
    featured: false,
    img: '/sim-assets/video-accident.svg',
    poster: '/sim-assets/video-accident.svg',
    videoUrl: 'https://www.youtube.com/watch?v=Sv3nAcdnt02',
    slug: L('inch-anel-vtaric-heto', 'after-a-road-accident-video', 'chto-delat-posle-dtp-video'),
    title: L('Ինչ անել ճանապարհատրանսպորտային պատահարից հետո', 'What to do after a road accident', 'Что делать после ДТП'),
    description: L(
      'Մեր փորձագետը պատմում է, թե ինչ փաստաթղթեր են պետք և ինչպես արագ ստանալ հատուցում։',
      'Our claims expert explains which documents you need and how to get paid quickly.',
      'Наш эксперт рассказывает, какие документы нужны и как быстро получить выплату.',
    ),
    body: L('<p>Տեսանյութի տևողությունը՝ 5 րոպե։</p>', '<p>Running time: 5 minutes.</p>', '<p>Продолжительность: 5 минут.</p>'),
  },
  {
    id: 103,
    date: '2026-05-14',
    featured: false,
    img: '/sim-assets/video-travel.svg',
    poster: '/sim-assets/video-travel.svg',
    videoUrl: 'https://vimeo.com/870012345',
    slug: L('champordakan-apahovagrutyun-tesanyut', 'travel-insurance-explained-video', 'strahovanie-puteshestvennikov-video'),
    title: L('Ճանապարհորդական ապահովագրություն. ինչ է ծածկում', 'Travel insurance: what it covers', 'Страхование путешественников: что покрывает'),
    description: L(
      'Բժշկական օգնություն, ուղեբեռ, չվերթի ուշացում. ինչ անել արտերկրում ապահովագրական պատահարի դեպքում։',
      'Medical help, luggage, delayed flights: what to do when something happens abroad.',
      'Медицинская помощь, багаж, задержка рейса: что делать при страховом случае за границей.',
    ),
    body: L('<p>Տեսանյութի տևողությունը՝ 4 րոպե։</p>', '<p>Running time: 4 minutes.</p>', '<p>Продолжительность: 4 минуты.</p>'),
  },
];

/** Every entry, newest first: articles and videos. */
export const NEWS_ENTRIES: readonly NewsEntry[] = [...ARTICLES, ...VIDEOS].sort(byDateDesc);
/** News articles (no video), newest first. */
export const NEWS_ARTICLES: readonly NewsEntry[] = ARTICLES.slice().sort(byDateDesc);
/** Videos, newest first. */
export const NEWS_VIDEOS: readonly NewsEntry[] = VIDEOS.slice().sort(byDateDesc);
