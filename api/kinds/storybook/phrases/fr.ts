import type { StoryPhrases } from './types.ts';

// Places come after "vers", "sur" and as subjects: forms that never contract (au, du).
export const fr: StoryPhrases = {
  places: {
    forest: 'la forêt', meadow: 'la prairie', beach: 'la plage', sea: 'la mer', river: 'la rivière', mountain: 'la montagne',
    snow: 'les collines enneigées', desert: 'le désert', garden: 'le jardin', park: 'le parc', village: 'le village', city: 'la ville',
    castle: 'le château', bedroom: 'la chambre', kitchen: 'la cuisine', classroom: 'la salle de classe', library: 'la bibliothèque',
    space: "l'espace", 'night-sky': 'le ciel étoilé',
  },
  titles: ['{hero} et le grand jour', 'Un vœu pour {hero}', '{hero} part explorer', 'Une journée avec {hero}'],
  beats: {
    opening: { solo: 'Chez {hero}, la fenêtre donnait sur {place}. Chaque matin, {hero} se réveillait tôt et regardait dehors.', duo: 'Chez {hero} et chez {friend}, les fenêtres donnaient sur {place}. Chaque matin, on se faisait coucou.' },
    wish: { solo: 'Un jour, {hero} eut une grande idée : {idea}', duo: 'Un jour, {hero} confia une grande idée à {friend} : {idea}' },
    setOut: { solo: '{hero} prépara un petit sac et partit vers {place}.', duo: '{hero} et {friend} préparèrent un petit sac et partirent vers {place}.' },
    explore: { solo: 'Partout, {place} cachait mille surprises. {hero} regardait en haut, en bas, et écoutait chaque bruit.', duo: 'Partout, {place} cachait mille surprises. {hero} et {friend} regardaient en haut, en bas, et écoutaient chaque bruit.' },
    problem: { solo: 'Mais soudain, un obstacle barra le chemin. {hero} ne savait plus quoi faire.', duo: 'Mais soudain, un obstacle barra le chemin. {hero} regarda {friend}.' },
    try: { solo: '{hero} prit une grande inspiration et essaya encore, doucement, prudemment.', duo: '« Essayons ensemble », dit {friend}. {hero} fit oui de la tête. Et hop, un nouvel essai, tout doucement.' },
    discover: { solo: 'Et là, sur le chemin, {place} offrit à {hero} une merveille.', duo: 'Et là, sur le chemin, {place} offrit à {hero} et {friend} une merveille.' },
    home: { solo: 'Quand le soleil se coucha, {hero} rentra à la maison, le cœur content.', duo: 'Quand le soleil se coucha, {hero} et {friend} rentrèrent à la maison, le cœur content.' },
    end: { solo: "Ce soir-là, {hero} s'endormit avec le sourire. Fin.", duo: "Ce soir-là, {hero} et {friend} s'endormirent avec le sourire. Fin." },
  },
  alt: '{names} : {place}',
  and: ' et ',
  ageNote: 'pour les enfants de {age} ans',
};
