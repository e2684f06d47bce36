import type { StoryPhrases } from './types.ts';

// Places stand after "karibu na", "kuelekea" and "katika", never with the locative -ni.
export const sw: StoryPhrases = {
  places: {
    forest: 'msitu', meadow: 'mbuga ya majani', beach: 'ufukwe wa bahari', sea: 'bahari', river: 'mto', mountain: 'mlima',
    snow: 'vilima vya theluji', desert: 'jangwa', garden: 'bustani', park: 'uwanja wa bustani', village: 'kijiji', city: 'mji',
    castle: 'ngome', bedroom: 'chumba cha kulala', kitchen: 'chumba cha kupikia', classroom: 'darasa', library: 'maktaba',
    space: 'anga za juu', 'night-sky': 'anga lenye nyota',
  },
  titles: ['{hero} na Siku Kubwa', 'Ndoto ya {hero}', 'Safari ya {hero}', 'Siku Moja na {hero}'],
  beats: {
    opening: { solo: 'Nyumba ya {hero} ilikuwa karibu na {place}. Kila asubuhi, {hero} aliamka mapema na kuchungulia dirishani.', duo: '{hero} na {friend} waliishi karibu na {place}. Kila asubuhi, walipungiana mikono kupitia madirisha.' },
    wish: { solo: 'Siku moja, {hero} alipata wazo kubwa: {idea}', duo: 'Siku moja, {hero} alimweleza {friend} wazo kubwa: {idea}' },
    setOut: { solo: '{hero} aliandaa mkoba mdogo na kuanza safari kuelekea {place}.', duo: '{hero} na {friend} waliandaa mkoba mdogo na kuanza safari kuelekea {place}.' },
    explore: { solo: 'Katika {place}, kila kitu kilikuwa kipya. {hero} alitazama kila upande na kusikiliza kila sauti.', duo: 'Katika {place}, kila kitu kilikuwa kipya. {hero} na {friend} walitazama kila upande na kusikiliza kila sauti.' },
    problem: { solo: 'Lakini ghafla, tatizo lilitokea katika {place}. Njia ilikuwa imefungwa, na {hero} hakujua la kufanya.', duo: 'Lakini ghafla, tatizo lilitokea katika {place}. Njia ilikuwa imefungwa, na {hero} alimtazama {friend}.' },
    try: { solo: '{hero} alivuta pumzi ndefu na kujaribu tena, polepole na kwa uangalifu.', duo: '"Tujaribu pamoja," {friend} alisema. {hero} alikubali, na wakajaribu tena, polepole na kwa uangalifu.' },
    discover: { solo: 'Na pale, katika {place}, {hero} aligundua kitu cha ajabu.', duo: 'Na pale, katika {place}, {hero} na {friend} waligundua kitu cha ajabu.' },
    home: { solo: 'Jua lilipozama, {hero} alirudi nyumbani akiwa na furaha na uchovu.', duo: 'Jua lilipozama, {hero} na {friend} walirudi nyumbani wakiwa na furaha na uchovu.' },
    end: { solo: 'Usiku ule, {hero} alilala akitabasamu. Mwisho.', duo: 'Usiku ule, {hero} na {friend} walilala wakitabasamu. Mwisho.' },
  },
  alt: '{names} katika {place}',
  and: ' na ',
  ageNote: 'kwa watoto wa miaka {age}',
};
