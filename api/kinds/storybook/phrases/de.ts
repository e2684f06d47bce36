import type { StoryPhrases } from './types.ts';

// Places are nominative and singular: every sentence uses them as subject or after a colon.
export const de: StoryPhrases = {
  places: {
    forest: 'der Wald', meadow: 'die Wiese', beach: 'der Strand', sea: 'das Meer', river: 'der Fluss', mountain: 'der Berg',
    snow: 'das verschneite Land', desert: 'die Wüste', garden: 'der Garten', park: 'der Park', village: 'das Dorf', city: 'die Stadt',
    castle: 'die Burg', bedroom: 'das Kinderzimmer', kitchen: 'die Küche', classroom: 'das Klassenzimmer', library: 'die Bücherei',
    space: 'das Weltall', 'night-sky': 'der Sternenhimmel',
  },
  titles: ['{hero} und der große Tag', 'Der Wunsch von {hero}', '{hero} auf Entdeckungsreise', 'Ein Tag mit {hero}'],
  beats: {
    opening: { solo: 'Vor dem Fenster von {hero} lag {place}. Jeden Morgen wachte {hero} früh auf und schaute hinaus.', duo: 'Vor den Fenstern von {hero} und {friend} lag {place}. Jeden Morgen winkten sie einander zu.' },
    wish: { solo: 'Eines Tages hatte {hero} eine große Idee: {idea}', duo: 'Eines Tages erzählte {hero} von einer großen Idee, und {friend} hörte zu: {idea}' },
    setOut: { solo: '{hero} packte eine kleine Tasche und machte sich auf den Weg. Das Ziel: {place}.', duo: '{hero} und {friend} packten eine kleine Tasche und machten sich auf den Weg. Das Ziel: {place}.' },
    explore: { solo: 'Wie aufregend war {place}! Alles war neu, und {hero} sah sich überall um und lauschte jedem Geräusch.', duo: 'Wie aufregend war {place}! Alles war neu, und {hero} und {friend} sahen sich überall um.' },
    problem: { solo: 'Doch plötzlich ging etwas schief. Der Weg war versperrt, und {hero} wusste nicht weiter.', duo: 'Doch plötzlich ging etwas schief. Der Weg war versperrt, und {hero} sah {friend} fragend an.' },
    try: { solo: '{hero} holte tief Luft und versuchte es noch einmal, ganz langsam und vorsichtig.', duo: '„Lass es uns zusammen versuchen“, sagte {friend}. {hero} nickte, und sie versuchten es noch einmal, ganz vorsichtig.' },
    discover: { solo: 'Und dann zeigte {place} ein Geheimnis: {hero} fand etwas Wunderbares.', duo: 'Und dann zeigte {place} ein Geheimnis: {hero} und {friend} fanden etwas Wunderbares.' },
    home: { solo: 'Als die Sonne unterging, ging {hero} nach Hause, glücklich und müde.', duo: 'Als die Sonne unterging, gingen {hero} und {friend} nach Hause, glücklich und müde.' },
    end: { solo: 'In dieser Nacht schlief {hero} mit einem Lächeln ein. Ende.', duo: 'In dieser Nacht schliefen {hero} und {friend} mit einem Lächeln ein. Ende.' },
  },
  alt: '{names} – {place}',
  and: ' und ',
  ageNote: 'für Kinder ab {age} Jahren',
};
