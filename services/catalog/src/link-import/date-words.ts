/**
 * The words around dates on conference pages, in the languages the corpus showed (English, Spanish,
 * Portuguese, French, German, Italian, Dutch, Czech, Russian) — month names in their nominative and
 * genitive forms, and the words that mark a date as something other than the event itself.
 */

const MONTH_NAMES: string[][] = [
  ['january', 'jan', 'enero', 'ene', 'janeiro', 'janvier', 'janv', 'januar', 'jänner', 'gennaio', 'januari', 'ledna', 'leden', 'января', 'январь'],
  ['february', 'feb', 'febrero', 'fevereiro', 'fev', 'février', 'fevrier', 'févr', 'februar', 'febbraio', 'februari', 'února', 'únor', 'февраля', 'февраль'],
  ['march', 'mar', 'marzo', 'março', 'marco', 'mars', 'märz', 'maerz', 'maart', 'března', 'březen', 'марта', 'март'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile', 'dubna', 'duben', 'апреля', 'апрель'],
  ['may', 'mayo', 'maio', 'mai', 'maggio', 'mei', 'května', 'květen', 'мая', 'май'],
  ['june', 'jun', 'junio', 'junho', 'juin', 'juni', 'giugno', 'června', 'červen', 'июня', 'июнь'],
  ['july', 'jul', 'julio', 'julho', 'juillet', 'juil', 'juli', 'luglio', 'července', 'červenec', 'июля', 'июль'],
  ['august', 'aug', 'agosto', 'ago', 'août', 'aout', 'augustus', 'srpna', 'srpen', 'августа', 'август'],
  ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'setembro', 'set', 'septembre', 'settembre', 'září', 'сентября', 'сентябрь'],
  ['october', 'oct', 'octubre', 'outubro', 'out', 'octobre', 'oktober', 'okt', 'ottobre', 'října', 'říjen', 'октября', 'октябрь'],
  ['november', 'nov', 'noviembre', 'novembro', 'novembre', 'listopadu', 'listopad', 'ноября', 'ноябрь'],
  ['december', 'dec', 'diciembre', 'dic', 'dezembro', 'dez', 'décembre', 'decembre', 'dezember', 'dicembre', 'prosince', 'prosinec', 'декабря', 'декабрь'],
];

const MONTH_NUMBER = new Map<string, number>(MONTH_NAMES.flatMap((names, i) => names.map((n) => [n, i + 1] as [string, number])));

/** Longest names first so "juni" is not read as "jun" + "i". */
export const MONTH = `(${[...MONTH_NUMBER.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?`;

export function monthNumber(name: string): number | undefined {
  return MONTH_NUMBER.get(name.toLowerCase().replace(/\.$/, ''));
}

/** Words joining the days of one event: "4 & 5", "8 e 9", "29 y 30", "28. und 29.", "10 et 11", "14-15". */
export const JOIN = String.raw`(?:,|&|\+|and|e|y|et|und|en|и|a|-|–|—|~|～|〜|to|til|till|until|au|al|bis|до|až)`;

/**
 * A date written beside one of these words is a deadline, a sale or another event, not the
 * conference: call for papers, registration, early bird, tickets, submissions, voting.
 */
const WORDS = [
  'c\\.?f\\.?p', 'call for', 'papers?', 'proposals?', 'submissions?', 'submit', 'deadline', 'closes', 'opens', 'until', 'before', 'registration', 'register',
  'early[- ]?bird', 'tickets?', 'sales?', 'sold', 'notification', 'announced?', 'published', 'posted', 'updated',
  'prazo', 'até', 'hasta', 'fecha l[íi]mite', 'chamada', 'envío', 'envio', 'ingressos?', 'lote', 'comprando',
  'date limite', 'appel', 'billets?', "jusqu'au", 'avant le', 'frist', 'bis zum', 'vorverkauf', 'до',
];
/** Word beginnings: "inscrições", "Anmeldung", "přihlašování", "заявки". */
const STEMS = ['inscri[cç]', 'inscripci', 'convocatoria', 'submiss', 'anmeld', 'einreich', 'přihlaš', 'registrac', 'hlasován', 'uzávěrk', 'заявк', 'регистрац'];
/** Scripts without spaces between words. */
const CJK = ['截止', '报名', '報名', '徵稿', '征稿', '售票', '募集', '締切', '締め切り', '申込', '受付', '応募', '공모', '마감', '신청'];

/**
 * A date written beside one of these words is a deadline, a sale or another event, not the
 * conference: call for papers, registration, early bird, tickets, submissions, voting.
 */
export const NOT_THE_EVENT = new RegExp(
  String.raw`(?<!\p{L})(?:${WORDS.join('|')})(?!\p{L})|(?<!\p{L})(?:${STEMS.join('|')})|${CJK.join('|')}`,
  'iu',
);
