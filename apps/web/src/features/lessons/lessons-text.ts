import { catalog } from '../../i18n/t.ts';

/** The lessons' and signs' texts: loaded with the lesson pages and the home's lesson cards, not with the landing. */
export const texts = {
  'common.back': 'Subira inyuma',
  'lessons.title': 'Amasomo yose',
  'lessons.loading': 'Amasomo ari gufunguka…',
  'lessons.open': 'Fungura isomo',
  'lessons.buy_to_open': 'Gura ifatabuguzi ufungure',
  'lessons.locked': 'Gura ifatabuguzi kugira ngo ufungure amasomo yose.',
  'lessons.to_top': 'Subira hejuru',
  'lessons.content_loading': 'Isomo riri gufunguka…',
  'lessons.content_error': 'Ntibyashobotse gufungura isomo (Error loading content).',
  'lessons.study_aids': 'Ibifasha kwiga',

  'pages.inyito': 'Inyito',
  'pages.imibare': "Imibare y'ingenzi",
  'pages.loading': 'Paji iri gufunguka…',

  'signs.title': "Isomero ry'ibyapa",
  'signs.intro': "Ibyapa byo ku muhanda n'icyo bisobanura, bikurikije amategeko y'umuhanda.",
  'signs.search': 'Shakisha icyapa',
  'signs.search_hint': 'Izina cyangwa kode (B.1)',
  'signs.category': "Ubwoko bw'ibyapa",
  'signs.all': 'Byose',
  'signs.count': 'Ibyapa {count}',
  'signs.none': 'Nta cyapa kibonetse. Gerageza irindi zina.',
  'signs.none_here': 'Nta cyapa kibonetse muri ubu bwoko.',
  'signs.hidden': 'Ibindi {count} biri mu yandi moko.',
  'signs.show_all': 'Erekana amoko yose',
  'signs.loading': 'Ibyapa biri gufunguka…',
  'lessons.subscription': 'Ifatabuguzi',
};

export const lessonsText = catalog(texts);
