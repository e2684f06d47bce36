import type { StoryPhrases } from './types.ts';

// English: the model for every language. Placeholders: {hero}, {friend}, {place}, {names}, {idea}.
export const en: StoryPhrases = {
  places: {
    forest: 'the forest', meadow: 'the meadow', beach: 'the beach', sea: 'the sea', river: 'the river', mountain: 'the mountain',
    snow: 'the snowy hills', desert: 'the desert', garden: 'the garden', park: 'the park', village: 'the village', city: 'the city',
    castle: 'the castle', bedroom: 'the bedroom', kitchen: 'the kitchen', classroom: 'the classroom', library: 'the library',
    space: 'outer space', 'night-sky': 'the starry sky',
  },
  titles: ['{hero} and the Big Day', 'The Wish of {hero}', '{hero} Goes Exploring', 'A Day with {hero}'],
  beats: {
    opening: { solo: '{hero} lived near {place}. Every morning, {hero} woke up early and looked out of the window.', duo: '{hero} and {friend} lived near {place}. Every morning, they waved to each other from their windows.' },
    wish: { solo: 'One day, {hero} had a big idea: {idea}', duo: 'One day, {hero} told {friend} a big idea: {idea}' },
    setOut: { solo: '{hero} packed a little bag and set off for {place}.', duo: '{hero} and {friend} packed a little bag and set off for {place}.' },
    explore: { solo: 'In {place}, everything was new. {hero} looked high and low, and listened to every sound.', duo: 'In {place}, everything was new. {hero} and {friend} looked high and low, and listened to every sound.' },
    problem: { solo: 'But then something went wrong in {place}. The way ahead was blocked, and {hero} did not know what to do.', duo: 'But then something went wrong in {place}. The way ahead was blocked, and {hero} looked at {friend}.' },
    try: { solo: '{hero} took a deep breath and tried again, slowly and carefully.', duo: '"Let us try together," said {friend}. {hero} nodded, and they tried again, slowly and carefully.' },
    discover: { solo: 'And there, in {place}, {hero} found something wonderful.', duo: 'And there, in {place}, {hero} and {friend} found something wonderful.' },
    home: { solo: 'When the sun went down, {hero} walked home, happy and tired.', duo: 'When the sun went down, {hero} and {friend} walked home, happy and tired.' },
    end: { solo: 'That night, {hero} fell asleep with a smile. The end.', duo: 'That night, {hero} and {friend} fell asleep with a smile. The end.' },
  },
  alt: '{names} in {place}',
  and: ' and ',
  ageNote: 'for children aged {age}',
};
