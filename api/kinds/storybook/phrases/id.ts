import type { StoryPhrases } from './types.ts';

export const id: StoryPhrases = {
  places: {
    forest: 'hutan', meadow: 'padang rumput', beach: 'pantai', sea: 'laut', river: 'sungai', mountain: 'gunung',
    snow: 'bukit bersalju', desert: 'gurun', garden: 'taman bunga', park: 'taman kota', village: 'desa', city: 'kota',
    castle: 'istana', bedroom: 'kamar tidur', kitchen: 'dapur', classroom: 'ruang kelas', library: 'perpustakaan',
    space: 'luar angkasa', 'night-sky': 'langit berbintang',
  },
  titles: ['{hero} dan Hari yang Besar', 'Keinginan {hero}', '{hero} Pergi Menjelajah', 'Sehari Bersama {hero}'],
  beats: {
    opening: { solo: 'Rumah {hero} ada di dekat {place}. Setiap pagi, {hero} bangun pagi-pagi dan melihat ke luar jendela.', duo: '{hero} dan {friend} tinggal di dekat {place}. Setiap pagi, mereka saling melambai dari jendela.' },
    wish: { solo: 'Suatu hari, {hero} punya ide besar: {idea}', duo: 'Suatu hari, {hero} bercerita kepada {friend} tentang ide besar: {idea}' },
    setOut: { solo: '{hero} menyiapkan tas kecil dan berangkat ke {place}.', duo: '{hero} dan {friend} menyiapkan tas kecil dan berangkat ke {place}.' },
    explore: { solo: 'Di {place}, semuanya serba baru. {hero} melihat ke sana kemari dan mendengarkan setiap suara.', duo: 'Di {place}, semuanya serba baru. {hero} dan {friend} melihat ke sana kemari dan mendengarkan setiap suara.' },
    problem: { solo: 'Tetapi tiba-tiba ada masalah di {place}. Jalannya tertutup, dan {hero} tidak tahu harus berbuat apa.', duo: 'Tetapi tiba-tiba ada masalah di {place}. Jalannya tertutup, dan {hero} menatap {friend}.' },
    try: { solo: '{hero} menarik napas dalam-dalam dan mencoba lagi, pelan-pelan dan hati-hati.', duo: '"Ayo kita coba bersama," kata {friend}. {hero} mengangguk, dan mereka mencoba lagi, pelan-pelan.' },
    discover: { solo: 'Dan di sana, di {place}, {hero} menemukan sesuatu yang menakjubkan.', duo: 'Dan di sana, di {place}, {hero} dan {friend} menemukan sesuatu yang menakjubkan.' },
    home: { solo: 'Saat matahari terbenam, {hero} pulang ke rumah dengan gembira dan lelah.', duo: 'Saat matahari terbenam, {hero} dan {friend} pulang ke rumah dengan gembira dan lelah.' },
    end: { solo: 'Malam itu, {hero} tertidur sambil tersenyum. Tamat.', duo: 'Malam itu, {hero} dan {friend} tertidur sambil tersenyum. Tamat.' },
  },
  alt: '{names} di {place}',
  and: ' dan ',
  ageNote: 'untuk anak usia {age} tahun',
};
