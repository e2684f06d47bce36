import type { StoryPhrases } from './types.ts';

export const vi: StoryPhrases = {
  places: {
    forest: 'khu rừng', meadow: 'đồng cỏ', beach: 'bãi biển', sea: 'biển khơi', river: 'dòng sông', mountain: 'ngọn núi',
    snow: 'đồi tuyết', desert: 'sa mạc', garden: 'khu vườn', park: 'công viên', village: 'ngôi làng', city: 'thành phố',
    castle: 'lâu đài', bedroom: 'phòng ngủ', kitchen: 'nhà bếp', classroom: 'lớp học', library: 'thư viện',
    space: 'vũ trụ', 'night-sky': 'bầu trời đầy sao',
  },
  titles: ['{hero} và một ngày tuyệt vời', 'Điều ước của {hero}', '{hero} đi khám phá', 'Một ngày cùng {hero}'],
  beats: {
    opening: { solo: 'Nhà của {hero} ở gần {place}. Mỗi sáng, {hero} dậy thật sớm và nhìn ra cửa sổ.', duo: '{hero} và {friend} sống gần {place}. Mỗi sáng, hai bạn vẫy tay chào nhau qua cửa sổ.' },
    wish: { solo: 'Một ngày nọ, {hero} nảy ra một ý tưởng lớn: {idea}', duo: 'Một ngày nọ, {hero} kể cho {friend} nghe một ý tưởng lớn: {idea}' },
    setOut: { solo: '{hero} chuẩn bị một chiếc ba lô nhỏ và lên đường đến {place}.', duo: '{hero} và {friend} chuẩn bị một chiếc ba lô nhỏ và lên đường đến {place}.' },
    explore: { solo: 'Ở {place}, mọi thứ đều mới lạ. {hero} nhìn khắp nơi và lắng nghe từng âm thanh.', duo: 'Ở {place}, mọi thứ đều mới lạ. {hero} và {friend} nhìn khắp nơi và lắng nghe từng âm thanh.' },
    problem: { solo: 'Nhưng rồi có chuyện không ổn ở {place}. Con đường bị chặn, và {hero} không biết phải làm gì.', duo: 'Nhưng rồi có chuyện không ổn ở {place}. Con đường bị chặn, và {hero} nhìn sang {friend}.' },
    try: { solo: '{hero} hít một hơi thật sâu rồi thử lại, thật chậm và cẩn thận.', duo: '"Mình cùng thử nhé," {friend} nói. {hero} gật đầu, và hai bạn thử lại, thật chậm và cẩn thận.' },
    discover: { solo: 'Và ở đó, tại {place}, {hero} tìm thấy một điều kỳ diệu.', duo: 'Và ở đó, tại {place}, {hero} và {friend} tìm thấy một điều kỳ diệu.' },
    home: { solo: 'Khi mặt trời lặn, {hero} trở về nhà, vui vẻ và mệt nhoài.', duo: 'Khi mặt trời lặn, {hero} và {friend} trở về nhà, vui vẻ và mệt nhoài.' },
    end: { solo: 'Đêm ấy, {hero} mỉm cười chìm vào giấc ngủ. Hết.', duo: 'Đêm ấy, {hero} và {friend} mỉm cười chìm vào giấc ngủ. Hết.' },
  },
  alt: '{names} ở {place}',
  and: ' và ',
  ageNote: 'dành cho trẻ {age} tuổi',
};
