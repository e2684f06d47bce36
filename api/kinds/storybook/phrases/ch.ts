import type { StoryPhrases } from './types.ts';

export const ch: StoryPhrases = {
  places: {
    forest: '森林', meadow: '草地', beach: '海滩', sea: '大海', river: '小河', mountain: '大山',
    snow: '雪山坡', desert: '沙漠', garden: '花园', park: '公园', village: '村庄', city: '城市',
    castle: '城堡', bedroom: '卧室', kitchen: '厨房', classroom: '教室', library: '图书馆',
    space: '太空', 'night-sky': '星空',
  },
  titles: ['{hero}的大日子', '{hero}的心愿', '{hero}去探险', '和{hero}在一起的一天'],
  beats: {
    opening: { solo: '{hero}的家在{place}旁边。每天早上，{hero}都早早起床，望向窗外。', duo: '{hero}和{friend}住在{place}旁边。每天早上，两个好朋友都隔着窗户互相招手。' },
    wish: { solo: '有一天，{hero}想到了一个大主意：{idea}', duo: '有一天，{hero}把一个大主意告诉了{friend}：{idea}' },
    setOut: { solo: '{hero}收拾好一个小背包，出发去{place}。', duo: '{hero}和{friend}收拾好一个小背包，出发去{place}。' },
    explore: { solo: '在{place}，一切都那么新奇。{hero}东看看、西看看，仔细听着每一种声音。', duo: '在{place}，一切都那么新奇。{hero}和{friend}东看看、西看看，仔细听着每一种声音。' },
    problem: { solo: '可是，{place}里出了点问题。路被挡住了，{hero}不知道该怎么办。', duo: '可是，{place}里出了点问题。路被挡住了，{hero}看了看{friend}。' },
    try: { solo: '{hero}深深吸了一口气，慢慢地、小心地又试了一次。', duo: '“我们一起试试吧！”{friend}说。{hero}点点头，两个人慢慢地、小心地又试了一次。' },
    discover: { solo: '就在{place}，{hero}发现了一样奇妙的东西。', duo: '就在{place}，{hero}和{friend}发现了一样奇妙的东西。' },
    home: { solo: '太阳落山的时候，{hero}开开心心地回家了，虽然有点累。', duo: '太阳落山的时候，{hero}和{friend}开开心心地回家了，虽然有点累。' },
    end: { solo: '那天晚上，{hero}带着微笑进入了梦乡。完。', duo: '那天晚上，{hero}和{friend}带着微笑进入了梦乡。完。' },
  },
  alt: '{names}在{place}',
  and: '和',
  ageNote: '适合{age}岁的孩子',
};
