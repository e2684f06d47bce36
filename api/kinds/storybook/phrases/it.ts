import type { StoryPhrases } from './types.ts';

// Places come after "verso" or as subject/object: forms that never contract (nel, al, del).
export const it: StoryPhrases = {
  places: {
    forest: 'il bosco', meadow: 'il prato', beach: 'la spiaggia', sea: 'il mare', river: 'il fiume', mountain: 'la montagna',
    snow: 'la neve', desert: 'il deserto', garden: 'il giardino', park: 'il parco', village: 'il villaggio', city: 'la città',
    castle: 'il castello', bedroom: 'la cameretta', kitchen: 'la cucina', classroom: "l'aula", library: 'la biblioteca',
    space: 'lo spazio', 'night-sky': 'il cielo stellato',
  },
  titles: ['{hero} e il grande giorno', 'Il desiderio di {hero}', "{hero} va all'avventura", 'Una giornata con {hero}'],
  beats: {
    opening: { solo: 'Dalla finestra di {hero} si vedeva {place}. Ogni mattina {hero} si svegliava presto e guardava fuori.', duo: 'Dalle finestre di {hero} e {friend} si vedeva {place}. Ogni mattina si salutavano con la mano.' },
    wish: { solo: 'Un giorno, {hero} ebbe una grande idea: {idea}', duo: 'Un giorno, {hero} raccontò a {friend} una grande idea: {idea}' },
    setOut: { solo: '{hero} preparò uno zainetto e partì verso {place}.', duo: '{hero} e {friend} prepararono uno zainetto e partirono verso {place}.' },
    explore: { solo: 'Che meraviglia, {place}! Tutto era nuovo, e {hero} guardava dappertutto e ascoltava ogni suono.', duo: 'Che meraviglia, {place}! Tutto era nuovo, e {hero} e {friend} guardavano dappertutto.' },
    problem: { solo: "Ma all'improvviso qualcosa andò storto. La strada era bloccata, e {hero} non sapeva cosa fare.", duo: "Ma all'improvviso qualcosa andò storto. La strada era bloccata, e {hero} guardò {friend}." },
    try: { solo: '{hero} fece un bel respiro e riprovò, piano piano, con attenzione.', duo: '«Proviamo insieme», disse {friend}. {hero} annuì, e riprovarono piano piano, con attenzione.' },
    discover: { solo: 'E proprio lì, {place} nascondeva una sorpresa: {hero} trovò qualcosa di meraviglioso.', duo: 'E proprio lì, {place} nascondeva una sorpresa: {hero} e {friend} trovarono qualcosa di meraviglioso.' },
    home: { solo: 'Al tramonto, {hero} tornò a casa con il cuore contento.', duo: 'Al tramonto, {hero} e {friend} tornarono a casa con il cuore contento.' },
    end: { solo: 'Quella notte, {hero} si addormentò con un sorriso. Fine.', duo: 'Quella notte, {hero} e {friend} si addormentarono con un sorriso. Fine.' },
  },
  alt: '{names}: {place}',
  and: ' e ',
  ageNote: 'per bambini di {age} anni',
};
