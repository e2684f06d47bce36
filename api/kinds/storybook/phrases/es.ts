import type { StoryPhrases } from './types.ts';

export const es: StoryPhrases = {
  places: {
    forest: 'el bosque', meadow: 'el prado', beach: 'la playa', sea: 'el mar', river: 'el río', mountain: 'la montaña',
    snow: 'las colinas nevadas', desert: 'el desierto', garden: 'el jardín', park: 'el parque', village: 'el pueblo', city: 'la ciudad',
    castle: 'el castillo', bedroom: 'el dormitorio', kitchen: 'la cocina', classroom: 'el aula', library: 'la biblioteca',
    space: 'el espacio', 'night-sky': 'el cielo estrellado',
  },
  titles: ['{hero} y el gran día', 'El deseo de {hero}', '{hero} sale a explorar', 'Un día con {hero}'],
  beats: {
    opening: { solo: 'La casa de {hero} estaba en {place}. Cada mañana, {hero} se despertaba temprano y miraba por la ventana.', duo: '{hero} y {friend} vivían en {place}. Cada mañana se saludaban desde sus ventanas.' },
    wish: { solo: 'Un día, {hero} tuvo una gran idea: {idea}', duo: 'Un día, {hero} le contó a {friend} una gran idea: {idea}' },
    setOut: { solo: '{hero} preparó una mochila pequeña y se fue hacia {place}.', duo: '{hero} y {friend} prepararon una mochila pequeña y se fueron hacia {place}.' },
    explore: { solo: 'En {place} todo era nuevo. {hero} miraba por todas partes y escuchaba cada sonido.', duo: 'En {place} todo era nuevo. {hero} y {friend} miraban por todas partes y escuchaban cada sonido.' },
    problem: { solo: 'Pero entonces algo salió mal en {place}. El camino estaba cerrado, y {hero} no sabía qué hacer.', duo: 'Pero entonces algo salió mal en {place}. El camino estaba cerrado, y {hero} miró a {friend}.' },
    try: { solo: '{hero} respiró hondo y lo intentó otra vez, despacio y con cuidado.', duo: '—Intentémoslo en equipo —dijo {friend}. {hero} asintió, y lo intentaron otra vez, despacio y con cuidado.' },
    discover: { solo: 'Y allí, en {place}, {hero} encontró algo maravilloso.', duo: 'Y allí, en {place}, {hero} y {friend} encontraron algo maravilloso.' },
    home: { solo: 'Cuando se puso el sol, {hero} volvió a casa, feliz y con sueño.', duo: 'Cuando se puso el sol, {hero} y {friend} volvieron a casa, felices y con sueño.' },
    end: { solo: 'Esa noche, {hero} se durmió con una sonrisa. Fin.', duo: 'Esa noche, {hero} y {friend} se durmieron con una sonrisa. Fin.' },
  },
  alt: '{names} en {place}',
  and: ' y ',
  ageNote: 'para niños de {age} años',
};
