import { catalog } from '../../i18n/t.ts';

/** The page that explains the chance of passing: loaded with that page only. */
export const texts = {
  'how.title': 'Amahirwe yo gutsinda abarwa ate?',
  'how.lead': 'Ahabanza tukwereka amahirwe yawe yo gutsinda. Dore uko tuyabara, mu magambo make.',
  'how.yours': 'Ibyawe',
  'how.yours_answers': 'Ibisubizo byawe',
  'how.yours_pass': 'Amahirwe yo kubona {pass}/20',
  'how.yours_needed': 'Ibisubizo bisigaye',
  'how.yours_covered': "Igice cy'ikizamini wize",
  'how.percent': '{percent} %',
  'how.practise': 'Jya kwitoza',

  'how.answers_title': 'Duhera ku bisubizo byawe',
  'how.answers':
    "Ikizamini tugicamo ibice: ibyapa byo ku muhanda (ibibazo {signs} kuri {questions}), na buri somo ukwaryo. Kuri buri gice tureba ibibazo wasubije mu myitozo, mu isuzuma ry'isomo no mu masuzuma, n'uko wabisubije. Gusubiza neza ibyapa ntibizamura amasomo, n'amasomo ntazamura ibyapa.",
  'how.recent_title': 'Ibisubizo bishya biremera kurusha ibya kera',
  'how.recent':
    "Igisubizo cy'uyu munsi gifite agaciro kurusha icya kera: igisubizo cyo mu minsi {days} ishize kibarwa nk'igice cy'icy'uyu munsi. Bityo amahirwe yawe akurikira aho ugeze ubu.",
  'how.repeat_title': 'Ikibazo wongeye gusubiza kibarwa gake, cyangwa ntikibarwe',
  'how.repeat':
    "Iyo wongeye gusubiza ikibazo umaze kubona igisubizo cyacyo, ushobora kuba wakibutse aho kucyumva. Ikibazo ubonye bwa mbere kibarwa cyose. Ikibazo wongeye kubona mbere y'amasaha {hours}, cyangwa isuzuma usubiyemo, ntibibarwa na gato. Ikibazo kigarutse nyuma y'iminsi kibarwa gake.",
  'how.mix_title': "Nk'isuzuma ryacu",
  'how.mix':
    "Isuzuma ryacu rigira ibibazo {questions}: {signs} byerekana ibyapa, nibura kimwe kuri buri somo, ibindi bigakurikiza ingano y'amasomo. Tubara amahirwe yo gutsinda isuzuma nk'iryo duhereye ku buryo usubiza kuri buri somo. Isomo utazi neza rigabanya amahirwe yawe: ni yo mpamvu tukwereka amasomo atatu akwiye gusubiramo.",
  'how.marks_title': '{pass} kuri 20, si {police} gusa',
  'how.marks':
    'Tukwereka amahirwe yo kubona nibura {pass} kuri 20, amanota yo gutsinda isuzuma ryacu. Polisi yo itsindisha {police} kuri 20, bityo amahirwe yawe kuri ayo manota aba ari hejuru gato. Twahisemo {pass} kugira ngo uzajye mu kizamini witeguye neza.',
  'how.never_title': 'Ntituzigera twandika 100 %',
  'how.never':
    "Tuzengurutsa ku 5 (urugero: 73 % iba 75 %), kandi ntituzigera twandika 0 % cyangwa 100 %: n'uwize neza ashobora kwibeshya, kandi ikibazo gishya gishobora kugutungura.",
  'how.needed_title': 'Nta mahirwe tukwereka utarita ku kizamini cyose',
  'how.needed':
    "Uwize isomo rimwe cyangwa ibyapa gusa ashobora gusubiza neza ibyo yize, agatsindwa ku bindi. Ni yo mpamvu tukwereka «Ntibiramenyekana» kugeza igihe imyitozo yawe igeze nibura kuri {coverage} % by'ikizamini: ibibazo bishya {partAnswers} kuri buri gice, n'ibisubizo {min} byose hamwe. Mbere y'aho tukwereka ibice ukwiye kwitoza, uhereye ku byo utaritoza.",
  'how.words_title': "Amagambo mbere y'umubare",
  'how.words':
    'Tubanza kukubwira mu magambo: «Ntabwo uriteguye» munsi ya {close} %, «Uri hafi» kugeza kuri {likely} %, «Birashoboka cyane» hejuru yaho. Umubare uza nyuma, uzengurutse.',
};

export const readinessText = catalog(texts);
