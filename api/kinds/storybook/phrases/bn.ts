import type { StoryPhrases } from './types.ts';

// Case endings attach to names with a hyphen ({hero}-এর), as Bengali writes foreign names;
// places stand as subjects or after a colon, so no ending is ever needed on them.
export const bn: StoryPhrases = {
  places: {
    forest: 'বন', meadow: 'মাঠ', beach: 'সমুদ্রসৈকত', sea: 'সমুদ্র', river: 'নদী', mountain: 'পাহাড়',
    snow: 'বরফে ঢাকা পাহাড়', desert: 'মরুভূমি', garden: 'বাগান', park: 'পার্ক', village: 'গ্রাম', city: 'শহর',
    castle: 'দুর্গ', bedroom: 'শোবার ঘর', kitchen: 'রান্নাঘর', classroom: 'ক্লাসঘর', library: 'গ্রন্থাগার',
    space: 'মহাকাশ', 'night-sky': 'তারাভরা আকাশ',
  },
  titles: ['{hero}-এর বড় দিন', '{hero}-এর ইচ্ছে', '{hero}-এর অভিযান', '{hero}-এর সঙ্গে একদিন'],
  beats: {
    opening: { solo: '{hero}-এর বাড়ির পাশেই ছিল {place}। রোজ সকালে {hero} তাড়াতাড়ি উঠে জানালা দিয়ে বাইরে তাকাত।', duo: '{hero} আর {friend}-এর বাড়ির পাশেই ছিল {place}। রোজ সকালে দুজনে জানালা দিয়ে হাত নাড়ত।' },
    wish: { solo: 'একদিন {hero}-এর মাথায় একটা বড় ভাবনা এল: {idea}', duo: 'একদিন {hero} আর {friend}-এর মাথায় একটা বড় ভাবনা এল: {idea}' },
    setOut: { solo: '{hero} একটা ছোট ব্যাগ গুছিয়ে রওনা দিল। গন্তব্য: {place}।', duo: '{hero} আর {friend} একটা ছোট ব্যাগ গুছিয়ে রওনা দিল। গন্তব্য: {place}।' },
    explore: { solo: 'চারপাশে {place}, আর সবকিছুই নতুন! {hero} এদিক-ওদিক তাকাল, প্রতিটি শব্দ কান পেতে শুনল।', duo: 'চারপাশে {place}, আর সবকিছুই নতুন! {hero} আর {friend} এদিক-ওদিক তাকাল, প্রতিটি শব্দ কান পেতে শুনল।' },
    problem: { solo: 'কিন্তু হঠাৎ একটা সমস্যা হল। পথ বন্ধ, আর {hero} বুঝতে পারল না কী করবে।', duo: 'কিন্তু হঠাৎ একটা সমস্যা হল। পথ বন্ধ, আর {hero} তাকাল {friend}-এর দিকে।' },
    try: { solo: '{hero} একটা লম্বা শ্বাস নিয়ে আবার চেষ্টা করল, ধীরে ধীরে, সাবধানে।', duo: '“চলো, একসাথে চেষ্টা করি!” বলল {friend}। {hero} মাথা নাড়ল, আর দুজনে আবার চেষ্টা করল।' },
    discover: { solo: 'আর সেখানেই, {place} যেন একটা গোপন উপহার রেখেছিল: {hero} খুঁজে পেল দারুণ একটা জিনিস।', duo: 'আর সেখানেই, {place} যেন একটা গোপন উপহার রেখেছিল: {hero} আর {friend} খুঁজে পেল দারুণ একটা জিনিস।' },
    home: { solo: 'সূর্য ডোবার সময় {hero} খুশি মনে, একটু ক্লান্ত হয়ে বাড়ি ফিরল।', duo: 'সূর্য ডোবার সময় {hero} আর {friend} খুশি মনে, একটু ক্লান্ত হয়ে বাড়ি ফিরল।' },
    end: { solo: 'সেই রাতে {hero} মুখে হাসি নিয়ে ঘুমিয়ে পড়ল। সমাপ্ত।', duo: 'সেই রাতে {hero} আর {friend} মুখে হাসি নিয়ে ঘুমিয়ে পড়ল। সমাপ্ত।' },
  },
  alt: '{names} — {place}',
  and: ' আর ',
  ageNote: '{age} বছরের শিশুদের জন্য',
};
