/**
 * A bounded gazetteer: the capital, the cities of roughly 300,000 people or more and (Spain, Brazil)
 * the regional capitals of the countries where most technology conferences happen, as their own
 * pages write them (local and English names, without accents where pages drop them too). Names that
 * are everyday words or first names ("Nice", "Reading", "Charlotte") are left out. Written from general knowledge, not
 * from any page of the test corpus; the time-zone cities in countries.ts add the world's largest.
 * It lets the reader take "Brno" as a city of Czechia and "Natal" as one of Brazil.
 */
const CITIES_BY_COUNTRY: Record<string, string> = {
  AR: 'Buenos Aires|Córdoba|Rosario|Mendoza|La Plata|San Miguel de Tucumán|Tucumán|Mar del Plata|Salta|Santa Fe|Neuquén|Bahía Blanca',
  AT: 'Wien|Vienna|Graz|Linz|Salzburg|Innsbruck|Klagenfurt',
  AU: 'Sydney|Melbourne|Brisbane|Perth|Adelaide|Canberra|Gold Coast|Hobart|Wollongong',
  BE: 'Brussels|Bruxelles|Brussel|Antwerp|Antwerpen|Anvers|Ghent|Gent|Gand|Charleroi|Liège|Liege|Bruges|Brugge|Leuven|Louvain|Namur|Mechelen',
  BG: 'Sofia|Plovdiv|Varna|Burgas',
  BR: 'São Paulo|Rio de Janeiro|Brasília|Salvador|Fortaleza|Belo Horizonte|Manaus|Curitiba|Recife|Goiânia|Belém|Porto Alegre|Guarulhos|Campinas|São Luís|Maceió|Natal|Teresina|Campo Grande|João Pessoa|Feira de Santana|Florianópolis|Joinville|Blumenau|Londrina|Ribeirão Preto|Uberlândia|Sorocaba|Aracaju|Cuiabá|Juiz de Fora|Niterói|Caxias do Sul|Vitória|Vila Velha|Maringá|Santo André|São José dos Campos|Porto Velho|Macapá|Boa Vista|Palmas|Petrópolis|Pelotas|Campina Grande',
  BY: 'Minsk|Мінск|Минск|Gomel|Homel|Гомель|Brest|Vitebsk|Grodno|Mogilev',
  CA: 'Toronto|Montreal|Montréal|Vancouver|Calgary|Edmonton|Ottawa|Winnipeg|Quebec City|Québec|Kitchener|Waterloo|Halifax|Mississauga|Saskatoon',
  CH: 'Zürich|Zurich|Genève|Geneva|Genf|Basel|Bern|Berne|Lausanne|Lugano|Winterthur|Luzern|Lucerne|St. Gallen',
  CL: 'Santiago|Valparaíso|Viña del Mar|Concepción|Antofagasta|Temuco|La Serena',
  CN: '北京|上海|深圳|广州|杭州|成都|南京|武汉|Beijing|Shanghai|Shenzhen|Guangzhou|Hangzhou|Chengdu|Wuhan|Nanjing|Xi’an|Xian|Suzhou|Tianjin|Chongqing|Xiamen|Qingdao|Dalian|Changsha|Shenyang|Harbin|Zhengzhou|Jinan|Hefei|Kunming|Fuzhou|Ningbo|Dongguan|Foshan|Zhuhai',
  CO: 'Bogotá|Bogota|Medellín|Medellin|Cali|Barranquilla|Cartagena|Bucaramanga|Pereira|Manizales|Santa Marta',
  CZ: 'Praha|Prague|Prag|Brno|Ostrava|Plzeň|Plzen|Pilsen|Liberec|Olomouc|České Budějovice|Hradec Králové|Pardubice|Zlín',
  DE: 'Berlin|Hamburg|München|Munich|Köln|Cologne|Frankfurt|Frankfurt am Main|Stuttgart|Düsseldorf|Dusseldorf|Leipzig|Dortmund|Bremen|Dresden|Hannover|Hanover|Nürnberg|Nuremberg|Duisburg|Bochum|Wuppertal|Bielefeld|Bonn|Münster|Mannheim|Karlsruhe|Augsburg|Wiesbaden|Mönchengladbach|Gelsenkirchen|Aachen|Braunschweig|Kiel|Chemnitz|Halle|Magdeburg|Freiburg|Krefeld|Mainz|Lübeck|Erfurt|Rostock|Kassel|Heidelberg|Darmstadt|Potsdam|Ulm|Regensburg|Würzburg|Jena|Saarbrücken|Oldenburg|Osnabrück',
  DK: 'København|Copenhagen|Aarhus|Odense|Aalborg',
  EE: 'Tallinn|Tartu',
  ES: 'Madrid|Barcelona|Valencia|València|Sevilla|Seville|Zaragoza|Málaga|Malaga|Murcia|Palma|Las Palmas|Bilbao|Alicante|Valladolid|Vigo|Gijón|A Coruña|Granada|Vitoria|Vitoria-Gasteiz|Elche|Oviedo|Santa Cruz de Tenerife|Pamplona|San Sebastián|Donostia|Salamanca|Cáceres|Badajoz|Logroño|Castellón|Almería|Tarragona|Girona|Lleida|Burgos|Albacete|Cádiz|Huelva|Jaén|Santiago de Compostela',
  FI: 'Helsinki|Espoo|Tampere|Vantaa|Oulu|Turku|Jyväskylä',
  FR: 'Paris|Marseille|Lyon|Toulouse|Nantes|Strasbourg|Montpellier|Bordeaux|Lille|Rennes|Reims|Le Havre|Saint-Étienne|Toulon|Grenoble|Dijon|Angers|Nîmes|Villeurbanne|Clermont-Ferrand|Le Mans|Aix-en-Provence|Amiens|Limoges|Annecy|Perpignan|Metz|Besançon|Orléans|Rouen|Mulhouse|Caen|Sophia Antipolis|Niort|Poitiers|La Rochelle|Pau|Avignon',
  GB: 'London|Birmingham|Manchester|Leeds|Glasgow|Liverpool|Sheffield|Bristol|Edinburgh|Leicester|Cardiff|Belfast|Coventry|Nottingham|Newcastle|Newcastle upon Tyne|Brighton|Southampton|Portsmouth|Plymouth|Oxford|Cambridge|Aberdeen|Dundee|Swansea|Milton Keynes|Norwich|Exeter',
  GR: 'Athens|Αθήνα|Athina|Thessaloniki|Θεσσαλονίκη|Patras|Heraklion|Larissa',
  HK: 'Hong Kong|Kowloon',
  HR: 'Zagreb|Rijeka|Osijek',
  HU: 'Budapest|Debrecen|Szeged|Miskolc|Pécs|Győr',
  ID: 'Jakarta|Surabaya|Bandung|Medan|Semarang|Makassar|Palembang|Yogyakarta|Denpasar|Bali|Malang',
  IE: 'Dublin|Cork|Limerick|Galway',
  IL: 'Tel Aviv|Tel Aviv-Yafo|Jerusalem|Haifa|Rishon LeZion|Petah Tikva|Beersheba|Herzliya',
  IN: 'Mumbai|Delhi|New Delhi|Bengaluru|Bangalore|Hyderabad|Ahmedabad|Chennai|Kolkata|Pune|Surat|Jaipur|Lucknow|Kanpur|Nagpur|Indore|Thane|Bhopal|Visakhapatnam|Patna|Vadodara|Ghaziabad|Ludhiana|Agra|Nashik|Noida|Gurgaon|Gurugram|Kochi|Cochin|Thiruvananthapuram|Trivandrum|Coimbatore|Madurai|Mysuru|Mysore|Chandigarh|Bhubaneswar|Guwahati|Goa|Mangaluru|Mangalore|Vijayawada|Raipur|Ranchi|Dehradun|Kozhikode|Calicut',
  IS: 'Reykjavík|Reykjavik',
  IT: 'Roma|Rome|Milano|Milan|Napoli|Naples|Torino|Turin|Palermo|Genova|Genoa|Bologna|Firenze|Florence|Bari|Catania|Venezia|Venice|Verona|Messina|Padova|Padua|Trieste|Brescia|Parma|Modena|Pisa|Cagliari|Trento|Bergamo',
  JP: '東京|大阪|名古屋|札幌|福岡|京都|神戸|横浜|仙台|広島|那覇|Tokyo|Yokohama|Osaka|Nagoya|Sapporo|Fukuoka|Kobe|Kawasaki|Kyoto|Saitama|Hiroshima|Sendai|Chiba|Kitakyushu|Sakai|Niigata|Hamamatsu|Kumamoto|Okayama|Shizuoka|Kagoshima|Matsuyama|Kanazawa|Naha|Okinawa|Asahikawa|Matsue|Takamatsu|Nagano|Toyama|Gifu',
  KE: 'Nairobi|Mombasa|Kisumu|Nakuru',
  KR: '서울|부산|인천|대구|대전|광주|제주|Seoul|Busan|Incheon|Daegu|Daejeon|Gwangju|Suwon|Ulsan|Seongnam|Pangyo|Goyang|Changwon|Jeju',
  LT: 'Vilnius|Kaunas|Klaipėda',
  LV: 'Riga|Rīga',
  MX: 'Ciudad de México|Mexico City|CDMX|Guadalajara|Monterrey|Puebla|Tijuana|León|Juárez|Zapopan|Mérida|San Luis Potosí|Aguascalientes|Querétaro|Hermosillo|Saltillo|Morelia|Culiacán|Chihuahua|Toluca|Cancún|Cancun|Oaxaca|Veracruz',
  MY: 'Kuala Lumpur|Penang|George Town|Johor Bahru|Ipoh|Kuching|Kota Kinabalu|Petaling Jaya|Cyberjaya',
  NG: 'Lagos|Abuja|Kano|Ibadan|Port Harcourt|Benin City|Enugu',
  NL: 'Amsterdam|Rotterdam|Den Haag|The Hague|Utrecht|Eindhoven|Groningen|Tilburg|Almere|Breda|Nijmegen|Arnhem|Haarlem|Enschede|Maastricht|Leiden|Delft|Zwolle|Amersfoort|\'s-Hertogenbosch|Den Bosch',
  NO: 'Oslo|Bergen|Trondheim|Stavanger|Tromsø',
  NZ: 'Auckland|Wellington|Christchurch|Dunedin',
  PE: 'Lima|Arequipa|Trujillo|Chiclayo|Cusco|Piura',
  PH: 'Manila|Quezon City|Makati|Taguig|Pasig|Cebu|Cebu City|Davao|Davao City|Iloilo|Baguio|Cagayan de Oro',
  PK: 'Karachi|Lahore|Islamabad|Rawalpindi|Faisalabad|Peshawar|Multan',
  PL: 'Warszawa|Warsaw|Kraków|Krakow|Łódź|Lodz|Wrocław|Wroclaw|Poznań|Poznan|Gdańsk|Gdansk|Szczecin|Bydgoszcz|Lublin|Białystok|Katowice|Gdynia|Częstochowa|Rzeszów|Toruń|Kielce|Gliwice|Olsztyn|Sopot',
  PT: 'Lisboa|Lisbon|Porto|Braga|Coimbra|Aveiro|Faro|Funchal|Setúbal|Guimarães|Évora|Leiria|Viseu',
  RO: 'București|Bucuresti|Bucharest|Cluj-Napoca|Cluj|Timișoara|Timisoara|Iași|Iasi|Constanța|Constanta|Craiova|Brașov|Brasov|Galați|Ploiești|Oradea|Sibiu|Arad|Târgu Mureș',
  RS: 'Beograd|Belgrade|Novi Sad|Niš|Kragujevac',
  RU: 'Москва|Moscow|Moskva|Санкт-Петербург|Saint Petersburg|St. Petersburg|Новосибирск|Novosibirsk|Екатеринбург|Yekaterinburg|Казань|Kazan|Нижний Новгород|Nizhny Novgorod|Челябинск|Chelyabinsk|Самара|Samara|Омск|Omsk|Ростов-на-Дону|Rostov-on-Don|Уфа|Ufa|Красноярск|Krasnoyarsk|Воронеж|Voronezh|Пермь|Perm|Волгоград|Volgograd|Краснодар|Krasnodar|Саратов|Saratov|Тюмень|Tyumen|Ижевск|Izhevsk|Иркутск|Irkutsk|Томск|Tomsk|Калининград|Kaliningrad|Ярославль|Yaroslavl|Владивосток|Vladivostok|Иннополис|Innopolis|Сочи|Sochi',
  SE: 'Stockholm|Göteborg|Gothenburg|Malmö|Malmo|Uppsala|Linköping|Västerås|Örebro|Lund|Umeå',
  SG: 'Singapore',
  SI: 'Ljubljana|Maribor',
  SK: 'Bratislava|Košice|Kosice|Žilina|Banská Bystrica',
  TH: 'Bangkok|Chiang Mai|Phuket|Pattaya|Khon Kaen|Hat Yai|Nonthaburi',
  TR: 'İstanbul|Istanbul|Ankara|İzmir|Izmir|Bursa|Antalya|Adana|Konya|Gaziantep|Kayseri|Eskişehir|Eskisehir|Trabzon',
  TW: 'Taipei|台北|臺北|New Taipei|Kaohsiung|高雄|Taichung|台中|臺中|Tainan|台南|臺南|Taoyuan|桃園|Hsinchu|新竹|Keelung|Chiayi|Hualien',
  UA: 'Київ|Kyiv|Kiev|Киев|Харків|Kharkiv|Kharkov|Одеса|Odesa|Odessa|Дніпро|Dnipro|Львів|Lviv|Запоріжжя|Zaporizhzhia|Вінниця|Vinnytsia|Івано-Франківськ|Ivano-Frankivsk|Чернівці|Chernivtsi|Ужгород|Uzhhorod|Житомир|Zhytomyr|Полтава|Poltava',
  US: 'New York|New York City|NYC|Los Angeles|Chicago|Houston|Philadelphia|San Antonio|San Diego|Dallas|Austin|San Jose|Jacksonville|Fort Worth|San Francisco|Indianapolis|Seattle|Denver|Boston|El Paso|Nashville|Detroit|Oklahoma City|Portland|Las Vegas|Memphis|Louisville|Baltimore|Milwaukee|Albuquerque|Tucson|Fresno|Sacramento|Kansas City|Atlanta|Omaha|Colorado Springs|Miami|Long Beach|Virginia Beach|Oakland|Minneapolis|Tulsa|Tampa|New Orleans|Honolulu|Pittsburgh|Cincinnati|St. Louis|Saint Louis|Salt Lake City|Boise|Rochester|Hartford|Ann Arbor|Palo Alto|Mountain View|Sunnyvale|Santa Clara|Redmond|Bellevue|Berkeley|Anaheim|Scottsdale|Chattanooga|Knoxville|Spokane|Des Moines|Anchorage',
  UY: 'Montevideo|Punta del Este',
  VN: 'Hà Nội|Hanoi|Ha Noi|Thành phố Hồ Chí Minh|Ho Chi Minh City|HCMC|Saigon|Sài Gòn|Đà Nẵng|Da Nang|Danang|Hải Phòng|Haiphong|Cần Thơ|Can Tho|Huế|Hue',
  ZA: 'Johannesburg|Cape Town|Durban|Pretoria|Port Elizabeth|Gqeberha|Bloemfontein|Stellenbosch|Sandton',
};

/**
 * Districts that name one city of the world for certain: Tokyo's special wards, Taipei's districts
 * that no other city has, Seoul's gu, a few of Shanghai's and Beijing's. Names shared by several
 * cities ("Chuo-ku", "中正區", "Jung-gu", "Nangang District", which is also Harbin's) are left out:
 * a district is mapped to its city only when nothing else could be meant.
 */
const DISTRICTS: Record<string, string> = {
  ...Object.fromEntries(
    ['千代田区|Chiyoda-ku', '新宿区|Shinjuku-ku', '渋谷区|Shibuya-ku', '品川区|Shinagawa-ku', '目黒区|Meguro-ku', '世田谷区|Setagaya-ku', '豊島区|Toshima-ku', '文京区|Bunkyo-ku', '台東区|Taito-ku', '墨田区|Sumida-ku', '江東区|Koto-ku', '中野区|Nakano-ku', '杉並区|Suginami-ku', '練馬区|Nerima-ku', '板橋区|Itabashi-ku', '足立区|Adachi-ku', '葛飾区|Katsushika-ku', '江戸川区|Edogawa-ku', '荒川区|Arakawa-ku']
      .flatMap((names) => names.split('|'))
      .map((name) => [name, 'Tokyo']),
  ),
  ...Object.fromEntries(['南港區', '內湖區', '士林區', '北投區', '萬華區', '文山區'].map((name) => [name, 'Taipei'])),
  ...Object.fromEntries(['강남구|Gangnam-gu', '서초구|Seocho-gu', '마포구|Mapo-gu', '종로구|Jongno-gu', '영등포구|Yeongdeungpo-gu', '송파구|Songpa-gu'].flatMap((n) => n.split('|')).map((name) => [name, 'Seoul'])),
  浦东新区: 'Shanghai', 徐汇区: 'Shanghai', 海淀区: 'Beijing',
};

/** The city a district certainly belongs to, in English ("渋谷区" → "Tokyo"), or null. */
export function districtCity(part: string): string | null {
  // "渋谷区渋谷3-21-3": written the Chinese and Japanese way, the street follows the ward without a break.
  const name = /^[^\s\d]+?[区區구](?=[^区區구]|$)/u.exec(part.trim())?.[0] ?? part.trim();
  return DISTRICTS[name] ?? null;
}

const BY_NAME = new Map<string, string>();

/** The ISO code of the country a gazetteer city is in, under `key` (the caller's folding), or null. */
export function gazetteerCountry(key: (name: string) => string, name: string): string | null {
  if (BY_NAME.size === 0) {
    for (const [code, names] of Object.entries(CITIES_BY_COUNTRY)) {
      // A name in two countries ("Cambridge", "Córdoba") keeps the first listed; callers that know the country check it.
      for (const city of names.split('|')) if (!BY_NAME.has(key(city))) BY_NAME.set(key(city), code);
    }
  }
  return BY_NAME.get(key(name)) ?? null;
}

export const GAZETTEER_COUNTRIES = Object.keys(CITIES_BY_COUNTRY);
