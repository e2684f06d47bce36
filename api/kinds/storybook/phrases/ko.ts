import type { StoryPhrases } from './types.ts';

// Korean particles change with the last sound of a word (은/는, 이/가, 을/를, 와/과): after names
// and places only particles that never change are used (의, 에, 에서, 에게, 하고).
export const ko: StoryPhrases = {
  places: {
    forest: '숲', meadow: '풀밭', beach: '바닷가', sea: '바다', river: '강', mountain: '산',
    snow: '눈 덮인 언덕', desert: '사막', garden: '정원', park: '공원', village: '마을', city: '도시',
    castle: '성', bedroom: '침실', kitchen: '부엌', classroom: '교실', library: '도서관',
    space: '우주', 'night-sky': '별이 빛나는 하늘',
  },
  titles: ['{hero}의 특별한 하루', '{hero}의 소원', '{hero}의 모험', '{hero}하고 함께한 하루'],
  beats: {
    opening: { solo: '{hero}의 집은 {place} 근처에 있었어요. 매일 아침, {hero}의 눈은 창밖을 바라보았어요.', duo: '{hero}하고 {friend}, 둘의 집은 {place} 근처에 있었어요. 매일 아침, 둘은 창문 너머로 손을 흔들었어요.' },
    wish: { solo: '어느 날, {hero}의 머릿속에 멋진 생각이 떠올랐어요. {idea}', duo: '어느 날, {hero}하고 {friend}, 둘의 머릿속에 멋진 생각이 떠올랐어요. {idea}' },
    setOut: { solo: '작은 가방을 챙기고, {hero}의 여행이 시작되었어요. 목적지는 {place}!', duo: '작은 가방을 챙기고, {hero}하고 {friend}, 둘의 여행이 시작되었어요. 목적지는 {place}!' },
    explore: { solo: '{place}에서는 모든 것이 새로웠어요. {hero}의 눈과 귀가 바빠졌어요.', duo: '{place}에서는 모든 것이 새로웠어요. {hero}하고 {friend}, 둘의 눈과 귀가 바빠졌어요.' },
    problem: { solo: '그런데 {place}에서 문제가 생겼어요. 길이 막혀 버렸어요! {hero}의 얼굴에 걱정이 가득했어요.', duo: '그런데 {place}에서 문제가 생겼어요. 길이 막혀 버렸어요! {hero}의 눈길이 {friend}에게 향했어요.' },
    try: { solo: '깊게 숨을 쉬고, 천천히 조심조심 다시 한번! {hero}의 용기는 대단했어요.', duo: '"우리 같이 해 보자!" {friend}의 말에 {hero}의 얼굴이 밝아졌어요. 둘은 천천히 다시 해 보았어요.' },
    discover: { solo: '그리고 바로 그곳, {place}에서 {hero}의 눈앞에 멋진 것이 나타났어요.', duo: '그리고 바로 그곳, {place}에서 {hero}하고 {friend}, 둘의 눈앞에 멋진 것이 나타났어요.' },
    home: { solo: '해가 질 무렵, {hero}의 발걸음은 집으로 향했어요. 행복하고 조금 피곤한 하루였어요.', duo: '해가 질 무렵, {hero}하고 {friend}, 둘의 발걸음은 집으로 향했어요. 행복하고 조금 피곤한 하루였어요.' },
    end: { solo: '그날 밤, {hero}의 얼굴에는 미소가 가득했어요. 쿨쿨, 좋은 꿈! 끝.', duo: '그날 밤, {hero}하고 {friend}, 둘의 얼굴에는 미소가 가득했어요. 쿨쿨, 좋은 꿈! 끝.' },
  },
  alt: '{place}에 있는 {names}',
  and: '하고 ',
  ageNote: '{age}세 어린이를 위한',
};
