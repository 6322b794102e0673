import { catalog } from '../../i18n/t.ts';

/** The texts of the page about studying without a connection, and of its download. */
export const texts = {
  'page.title': 'Kwiga nta murandasi',
  'page.intro':
    "Ibyo wafunguye ufite murandasi (amasomo, ibyapa, amashusho, Inyito n'Imibare y'ingenzi) ubisoma na nyuma yaho, nta murandasi. Bika byose rimwe ngo wige aho ushaka hose.",
  'page.limits_title': 'Ibyo ukenera murandasi',
  'page.limit_exam':
    "Isuzuma (ikizamini cy'igerageza) rikenera murandasi: isaha yaryo n'ibisubizo byaryo biri kuri seriveri.",
  'page.limit_pay': 'Kwishyura ifatabuguzi no guhindura konte yawe bikenera murandasi.',
  'page.limit_end':
    'Ifatabuguzi ryawe nirirangira, ibyo wabitse birafungwa, kandi bivanwa kuri telefoni ubutaha ugize murandasi.',
  'page.limit_sign_out': 'Iyo usohotse, ibyawe byose bivanwa kuri telefoni: undi uyikoresha nta cyo abona.',
  'download.title': 'Bika amasomo yose kuri telefoni',
  'download.size': 'Bizatwara hafi {size} bya interineti.',
  'download.size_loading': 'Turimo kureba ingano…',
  'download.action': 'Bika byose kuri telefoni',
  'download.progress': 'Birimo kubikwa: {done} kuri {total}',
  'download.done': 'Amasomo yose ari kuri telefoni yawe. Wayasoma nta murandasi.',
  'download.failed': 'Kubika byahagaze. Reba murandasi yawe, wongere ugerageze.',
  'download.remove': 'Bivane kuri telefoni',
  'download.needs_subscription': 'Kubika amasomo kuri telefoni bisaba ifatabuguzi rikiri gukora.',
  'download.unsupported': 'Iyi mushakisha ntishobora kubika amasomo. Koresha Chrome ku telefoni yawe.',
  'download.offline': 'Kubika bisaba murandasi. Uzongere ugerageze ufite murandasi.',
};

export const offlineText = catalog(texts);
