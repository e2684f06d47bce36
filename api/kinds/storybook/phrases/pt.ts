import type { StoryPhrases } from './types.ts';

// Places come after "para" or as subject/object: forms that never contract (no, na, do, ao).
export const pt: StoryPhrases = {
  places: {
    forest: 'a floresta', meadow: 'o campo', beach: 'a praia', sea: 'o mar', river: 'o rio', mountain: 'a montanha',
    snow: 'a neve', desert: 'o deserto', garden: 'o jardim', park: 'o parque', village: 'a vila', city: 'a cidade',
    castle: 'o castelo', bedroom: 'o quarto', kitchen: 'a cozinha', classroom: 'a sala de aula', library: 'a biblioteca',
    space: 'o espaço', 'night-sky': 'o céu estrelado',
  },
  titles: ['{hero} e o grande dia', 'O desejo de {hero}', '{hero} sai para explorar', 'Um dia com {hero}'],
  beats: {
    opening: { solo: 'Da janela de {hero} dava para ver {place}. Toda manhã, {hero} acordava cedo e olhava lá para fora.', duo: 'Das janelas de {hero} e {friend} dava para ver {place}. Toda manhã, trocavam um aceno de janela a janela.' },
    wish: { solo: 'Um dia, {hero} teve uma grande ideia: {idea}', duo: 'Um dia, {hero} contou a {friend} uma grande ideia: {idea}' },
    setOut: { solo: '{hero} arrumou uma mochila pequena e partiu para {place}.', duo: '{hero} e {friend} arrumaram uma mochila pequena e partiram para {place}.' },
    explore: { solo: 'Tudo era novo ali, e {place} guardava mil surpresas. {hero} olhava para todos os lados e ouvia cada som.', duo: 'Tudo era novo ali, e {place} guardava mil surpresas. {hero} e {friend} olhavam para todos os lados.' },
    problem: { solo: 'Mas de repente algo deu errado. O caminho estava bloqueado, e {hero} não sabia o que fazer.', duo: 'Mas de repente algo deu errado. O caminho estava bloqueado, e {hero} olhou para {friend}.' },
    try: { solo: '{hero} respirou fundo e tentou de novo, devagar e com cuidado.', duo: '— Vamos tentar em equipe — disse {friend}. {hero} concordou, e tentaram de novo, devagar e com cuidado.' },
    discover: { solo: 'E ali, {place} revelou um segredo: {hero} encontrou algo maravilhoso.', duo: 'E ali, {place} revelou um segredo: {hero} e {friend} encontraram algo maravilhoso.' },
    home: { solo: 'Quando o sol se pôs, {hero} voltou para casa com o coração feliz.', duo: 'Quando o sol se pôs, {hero} e {friend} voltaram para casa com o coração feliz.' },
    end: { solo: 'Naquela noite, {hero} dormiu com um sorriso. Fim.', duo: 'Naquela noite, {hero} e {friend} dormiram com um sorriso. Fim.' },
  },
  alt: '{names}: {place}',
  and: ' e ',
  ageNote: 'para crianças de {age} anos',
};
