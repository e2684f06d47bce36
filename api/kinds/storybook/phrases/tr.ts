import type { StoryPhrases } from './types.ts';

// Turkish suffixes follow vowel harmony: no suffix is ever attached to a name or a place here.
// Names are subjects (no case ending), places stand alone or after a colon.
export const tr: StoryPhrases = {
  places: {
    forest: 'orman', meadow: 'çayır', beach: 'kumsal', sea: 'deniz', river: 'nehir', mountain: 'dağ',
    snow: 'karlı tepeler', desert: 'çöl', garden: 'bahçe', park: 'park', village: 'köy', city: 'şehir',
    castle: 'şato', bedroom: 'yatak odası', kitchen: 'mutfak', classroom: 'sınıf', library: 'kütüphane',
    space: 'uzay', 'night-sky': 'yıldızlı gökyüzü',
  },
  titles: ['{hero} ve Büyük Gün', '{hero} Keşfe Çıkıyor', 'Küçük Kahraman {hero}', 'Bir Dilek Vardı: {hero}'],
  beats: {
    opening: { solo: 'Pencereden bakınca {place} görünüyordu. {hero} her sabah erkenden uyanır ve dışarıyı seyrederdi.', duo: 'Pencereden bakınca {place} görünüyordu. {hero} ve {friend} her sabah birbirlerine el sallardı.' },
    wish: { solo: 'Bir gün {hero} büyük bir fikir buldu: {idea}', duo: 'Bir gün {hero} ve {friend} büyük bir fikir üzerine konuştu: {idea}' },
    setOut: { solo: '{hero} küçük bir çanta hazırladı ve yola çıktı. Hedef: {place}.', duo: '{hero} ve {friend} küçük bir çanta hazırladı ve yola çıktı. Hedef: {place}.' },
    explore: { solo: 'Her şey yepyeniydi; {place} sürprizlerle doluydu. {hero} her yere baktı, her sesi dinledi.', duo: 'Her şey yepyeniydi; {place} sürprizlerle doluydu. {hero} ve {friend} her yere baktı, her sesi dinledi.' },
    problem: { solo: 'Ama birden bir sorun çıktı. Yol kapanmıştı ve {hero} ne yapacağını bilemedi.', duo: 'Ama birden bir sorun çıktı. Yol kapanmıştı. {hero} ve {friend} bir an durdu.' },
    try: { solo: '{hero} derin bir nefes aldı ve yavaşça, dikkatlice yeniden denedi.', duo: '"Birlikte deneyelim!" dedi {friend}. {hero} başını salladı ve birlikte yeniden denediler.' },
    discover: { solo: 'Ve orada, {place} bir sır saklıyordu: {hero} harika bir şey buldu.', duo: 'Ve orada, {place} bir sır saklıyordu: {hero} ve {friend} harika bir şey buldu.' },
    home: { solo: 'Güneş batarken {hero} mutlu ve yorgun bir şekilde eve döndü.', duo: 'Güneş batarken {hero} ve {friend} mutlu ve yorgun bir şekilde eve döndü.' },
    end: { solo: 'O gece {hero} gülümseyerek uykuya daldı. Son.', duo: 'O gece {hero} ve {friend} gülümseyerek uykuya daldı. Son.' },
  },
  alt: '{names} — {place}',
  and: ' ve ',
  ageNote: '{age} yaş ve üzeri çocuklar için',
};
