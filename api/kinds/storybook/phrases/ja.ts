import type { StoryPhrases } from './types.ts';

// Particles after names and places (は, と, へ, で, の) do not change with the word before them.
export const ja: StoryPhrases = {
  places: {
    forest: '森', meadow: '野原', beach: '海辺', sea: '海', river: '川', mountain: '山',
    snow: '雪の丘', desert: '砂漠', garden: '庭', park: '公園', village: '村', city: '町',
    castle: 'お城', bedroom: '寝室', kitchen: '台所', classroom: '教室', library: '図書館',
    space: '宇宙', 'night-sky': '星空',
  },
  titles: ['{hero}の大切な日', '{hero}のねがいごと', '{hero}の大ぼうけん', '{hero}といっしょの一日'],
  beats: {
    opening: { solo: '{hero}の家は{place}のそばにありました。毎朝、{hero}は早起きをして、窓の外をながめました。', duo: '{hero}と{friend}は{place}のそばに住んでいました。毎朝、二人は窓から手をふりあいました。' },
    wish: { solo: 'ある日、{hero}は大きなことを思いつきました。{idea}', duo: 'ある日、{hero}は{friend}に大きな思いつきを話しました。{idea}' },
    setOut: { solo: '{hero}は小さなかばんをじゅんびして、{place}へ出かけました。', duo: '{hero}と{friend}は小さなかばんをじゅんびして、{place}へ出かけました。' },
    explore: { solo: '{place}では、なにもかもが新しく見えました。{hero}はあちこちを見て、いろいろな音に耳をすませました。', duo: '{place}では、なにもかもが新しく見えました。{hero}と{friend}はあちこちを見て、いろいろな音に耳をすませました。' },
    problem: { solo: 'ところが、{place}でこまったことがおきました。道がふさがっていて、{hero}はどうしたらいいかわかりません。', duo: 'ところが、{place}でこまったことがおきました。道がふさがっていて、{hero}は{friend}の顔を見ました。' },
    try: { solo: '{hero}は深く息をすって、ゆっくり、ていねいに、もういちどやってみました。', duo: '「いっしょにやってみよう」と{friend}が言いました。{hero}はうなずいて、二人でもういちどやってみました。' },
    discover: { solo: 'そして{place}で、{hero}はすてきなものを見つけました。', duo: 'そして{place}で、{hero}と{friend}はすてきなものを見つけました。' },
    home: { solo: '夕日がしずむころ、{hero}はうれしい気持ちで、くたくたになって家に帰りました。', duo: '夕日がしずむころ、{hero}と{friend}はうれしい気持ちで、くたくたになって家に帰りました。' },
    end: { solo: 'その夜、{hero}はにっこりしながらねむりました。おしまい。', duo: 'その夜、{hero}と{friend}はにっこりしながらねむりました。おしまい。' },
  },
  alt: '{place}にいる{names}',
  and: 'と',
  ageNote: '{age}さいから',
};
